# Writes a C++ source holding every schema/NNN_name.sql file as a string, so
# the program carries its schema and needs no files at run time.
# Called with -DOUTPUT=<file.cpp> -DSCHEMA_DIR=<dir> -DFUNCTION=<name>: the
# function returns the steps (schema_steps for SQLite's, postgres_schema_steps
# for schema/postgresql/).
file(GLOB files "${SCHEMA_DIR}/*.sql")
list(SORT files)
set(body "")
foreach(path IN LISTS files)
  get_filename_component(name "${path}" NAME_WE)
  string(REGEX MATCH "^[0-9]+" number "${name}")
  if(NOT number)
    message(FATAL_ERROR "schema file ${path} must start with its number, e.g. 001_games.sql")
  endif()
  math(EXPR number "${number}")
  file(READ "${path}" sql)
  string(APPEND body "    {${number}, \"${name}\", R\"adomoc_sql(${sql})adomoc_sql\"},\n")
endforeach()
file(WRITE "${OUTPUT}.tmp" "// Generated from ${SCHEMA_DIR}/*.sql by cmake/EmbedSchema.cmake. Do not edit.\n#include \"db/schema.hpp\"\n\nnamespace adomoc::db {\n\nstd::span<const SchemaStep> ${FUNCTION}() {\n  static const SchemaStep steps[] = {\n${body}  };\n  return steps;\n}\n\n}  // namespace adomoc::db\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
