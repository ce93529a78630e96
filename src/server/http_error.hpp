// Errors a request handler throws to answer with a status and {"error": message}
// (server.cpp turns them, and InputError, into responses), and the small text helpers
// the handlers share.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gridnav::server {

/// printable() of the whole `text`: every byte outside printable ASCII as \xHH (a request's field
/// names and values reach messages; a raw byte would also make the JSON answer invalid UTF-8).
[[nodiscard]] std::string escape_bytes(std::string_view text);

class HttpError : public std::runtime_error {
 public:
  /// The message is kept with escape_bytes applied.
  HttpError(int status, const std::string& message) : std::runtime_error(escape_bytes(message)), status_(status) {}
  [[nodiscard]] int status() const noexcept { return status_; }

 private:
  int status_;
};

[[noreturn]] inline void bad_request(const std::string& message) { throw HttpError(400, message); }

/// Standard base64 (RFC 4648, with padding).
[[nodiscard]] std::string base64_encode(const std::uint8_t* data, std::size_t size);
/// Decodes base64 (padding optional, no whitespace); HttpError 400 naming `what` when malformed.
[[nodiscard]] std::vector<std::uint8_t> base64_decode(std::string_view text, std::string_view what);

/// A query-string value as a whole number in [least, most], or `fallback` when absent;
/// HttpError 400 naming the parameter otherwise.
[[nodiscard]] std::uint64_t query_number(const std::string* text, std::string_view name, std::uint64_t fallback,
                                         std::uint64_t least, std::uint64_t most);

}  // namespace gridnav::server
