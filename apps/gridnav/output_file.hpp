// Files that `gridnav render`, `trace`, `lab` and `gen` write: the format from the name's
// ending (or an option), a check before the work that the folder exists, and the write.
#pragma once

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridnav/error.hpp"

namespace gridnav::cli {

/// The format named by `forced`, else the first of `endings` (e.g. {".trace.yaml", "yaml"})
/// that `path` ends with; InputError listing the endings otherwise.
inline std::string output_format(const std::string& path, const std::optional<std::string>& forced,
                                 const std::vector<std::pair<std::string, std::string>>& endings) {
  if (forced) return *forced;
  for (const auto& [ending, format] : endings)
    if (path.size() >= ending.size() && path.compare(path.size() - ending.size(), ending.size(), ending) == 0)
      return format;
  std::string known;
  for (const auto& [ending, format] : endings) known += (known.empty() ? "" : ", ") + ending;
  throw InputError("-o " + path + ": unknown file ending (expected " + known + ", or --output-format)");
}

/// InputError when `path` cannot be written: its folder is missing, or it is a folder.
inline void check_writable(const std::string& path) {
  const std::filesystem::path p(path);
  const std::filesystem::path folder = p.has_parent_path() ? p.parent_path() : std::filesystem::path(".");
  std::error_code error;
  if (!std::filesystem::is_directory(folder, error))
    throw InputError("-o " + path + ": cannot write there, the folder '" + folder.string() + "' does not exist");
  if (std::filesystem::is_directory(p, error)) throw InputError("-o " + path + ": is a folder");
}

/// Makes the folder `dir` (named by `option` in errors) if needed and checks that a file can
/// be created in it, before a long run whose results go there.
inline void prepare_output_folder(const std::string& dir, const std::string& option) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir, error))
    throw InputError(option + " " + dir + ": cannot create the folder" + (error ? ": " + error.message() : ""));
  const std::filesystem::path probe = std::filesystem::path(dir) / ".gridnav-write-test";
  {
    std::ofstream out(probe, std::ios::binary);
    if (!out) throw InputError(option + " " + dir + ": cannot write in the folder");
  }
  std::filesystem::remove(probe, error);
}

inline void write_file(const std::string& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError("-o " + path + ": cannot open for writing");
  out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out) throw InputError("-o " + path + ": writing failed");
}

}  // namespace gridnav::cli
