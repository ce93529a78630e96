// Files that `gridnav render` and `gridnav trace` write: the format from the name's
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

inline void write_file(const std::string& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError("-o " + path + ": cannot open for writing");
  out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out) throw InputError("-o " + path + ": writing failed");
}

}  // namespace gridnav::cli
