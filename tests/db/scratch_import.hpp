// A fresh database of the latest schema for one test, archives imported
// into it from text, and answers read back as text.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <memory>
#include <sstream>
#include <string>

#include "db/importer.hpp"
#include "db/schema.hpp"
#include "db/scratch_database.hpp"
#include "db/database.hpp"

namespace adomoc::db::test {

class ScratchImport {
 public:
  explicit ScratchImport(const std::string& name)
      : path_((std::filesystem::temp_directory_path() /
               ("adomoc-" + name + "-" + std::to_string(::getpid()) + ".db"))
                  .string()) {
    remove_database(path_);
    db_ = std::make_unique<Database>(path_, Database::Mode::create);
    migrate(*db_);
  }
  ~ScratchImport() {
    db_.reset();
    remove_database(path_);
  }
  ScratchImport(const ScratchImport&) = delete;
  ScratchImport& operator=(const ScratchImport&) = delete;

  Database& db() { return *db_; }
  const std::string& path() const { return path_; }

  ImportSummary import(const std::string& text, const std::string& source, ImportOptions options = {}) {
    Importer importer(*db_, std::move(options));
    std::istringstream in(text);
    importer.import(in, source);
    importer.finish();
    return importer.summary();
  }

  // The first column of every row, one a line ("NULL" for null).
  std::string rows(const std::string& sql) {
    Statement s(*db_, sql);
    std::string out;
    while (s.step()) out += (s.is_null(0) ? std::string("NULL") : s.text(0)) + "\n";
    return out;
  }
  std::int64_t count(const std::string& sql) {
    Statement s(*db_, sql);
    return s.step() ? s.integer(0) : -1;
  }

 private:
  std::string path_;
  std::unique_ptr<Database> db_;
};

}  // namespace adomoc::db::test
