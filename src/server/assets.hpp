// The page's files (web/), compiled into the binary by cmake/embed_assets.cmake.
#pragma once

#include <cstddef>
#include <string_view>

namespace gridnav::server {

struct Asset {
  std::string_view path;  ///< relative to web/, e.g. "index.html", "js/app.js"
  std::string_view mime;
  const unsigned char* data;
  std::size_t size;
};

/// The file at `path` (relative to web/), or nullptr.
[[nodiscard]] const Asset* find_asset(std::string_view path) noexcept;

}  // namespace gridnav::server
