# Run at build time (cmake -P): fills the seed corpora from the source tree,
# so that no sample or test case is duplicated into fuzz/.
#   -DSOURCE_DIR=<project source>  -DSEED_DIR=<where the corpora go>
# Archives: samples/*.adn, tests/validator/cases/*.adn and
# tests/parser/cases/**/*.adn, named for where they came from (two folders
# may hold files of the same name). Positions: one file per line of
# fuzz/position_seeds.txt.
file(REMOVE_RECURSE ${SEED_DIR})
file(MAKE_DIRECTORY ${SEED_DIR}/archives ${SEED_DIR}/positions)

file(GLOB_RECURSE archives RELATIVE ${SOURCE_DIR}
  ${SOURCE_DIR}/samples/*.adn
  ${SOURCE_DIR}/tests/validator/cases/*.adn
  ${SOURCE_DIR}/tests/parser/cases/*.adn)
foreach(archive IN LISTS archives)
  string(REPLACE "/" "-" flat ${archive})
  file(COPY_FILE ${SOURCE_DIR}/${archive} ${SEED_DIR}/archives/${flat})
endforeach()

file(STRINGS ${SOURCE_DIR}/fuzz/position_seeds.txt positions)
set(number 0)
foreach(position IN LISTS positions)
  math(EXPR number "${number} + 1")
  file(WRITE ${SEED_DIR}/positions/position-${number}.txt "${position}")
endforeach()
