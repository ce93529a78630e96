#include "http_error.hpp"

#include "gridnav/error.hpp"

#include <array>
#include <charconv>

namespace gridnav::server {

std::string escape_bytes(std::string_view text) { return printable(text, text.size()); }
namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<std::int8_t, 256> decode_table() {
  std::array<std::int8_t, 256> t{};
  for (auto& v : t) v = -1;
  for (std::size_t i = 0; i < kAlphabet.size(); ++i) t[std::uint8_t(kAlphabet[i])] = std::int8_t(i);
  return t;
}

}  // namespace

std::string base64_encode(const std::uint8_t* data, std::size_t size) {
  std::string out;
  out.reserve((size + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= size; i += 3) {
    const std::uint32_t v = std::uint32_t(data[i]) << 16 | std::uint32_t(data[i + 1]) << 8 | data[i + 2];
    out += kAlphabet[v >> 18];
    out += kAlphabet[(v >> 12) & 63];
    out += kAlphabet[(v >> 6) & 63];
    out += kAlphabet[v & 63];
  }
  if (const std::size_t rest = size - i; rest > 0) {
    std::uint32_t v = std::uint32_t(data[i]) << 16;
    if (rest == 2) v |= std::uint32_t(data[i + 1]) << 8;
    out += kAlphabet[v >> 18];
    out += kAlphabet[(v >> 12) & 63];
    out += rest == 2 ? kAlphabet[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::vector<std::uint8_t> base64_decode(std::string_view text, std::string_view what) {
  static constexpr auto kTable = decode_table();
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  if (text.size() % 4 == 1) bad_request(std::string(what) + " is not valid base64 (its length is wrong)");
  std::vector<std::uint8_t> out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (const char c : text) {
    const std::int8_t v = kTable[std::uint8_t(c)];
    if (v < 0)
      bad_request(std::string(what) + " is not valid base64 (character '" + printable(std::string_view(&c, 1)) + "')");
    acc = (acc << 6) | std::uint32_t(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(std::uint8_t((acc >> bits) & 0xFF));
    }
  }
  return out;
}

std::uint64_t query_number(const std::string* text, std::string_view name, std::uint64_t fallback, std::uint64_t least,
                           std::uint64_t most) {
  if (text == nullptr) return fallback;
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
  if (ec != std::errc{} || end != text->data() + text->size() || text->empty() || v < least || v > most)
    bad_request("query parameter " + std::string(name) + "='" + *text + "' is not a whole number from " +
                std::to_string(least) + " to " + std::to_string(most));
  return v;
}

}  // namespace gridnav::server
