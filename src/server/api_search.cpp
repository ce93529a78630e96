// POST /api/search, GET /api/search/ID and GET /api/search/ID/events.
#include <cmath>
#include <cstring>

#include "http_error.hpp"
#include "search.hpp"
#include "server_impl.hpp"

namespace gridnav::server {
namespace {

void put_u32(char* at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) at[i] = char((v >> (8 * i)) & 0xFF);
}

/// The 16-byte little-endian record of docs/viewer-api.md.
void encode(const SearchEvent& e, std::int32_t width, char* at) {
  at[0] = char(e.kind);
  at[1] = at[2] = at[3] = 0;
  put_u32(at + 4, std::uint32_t(std::int64_t(e.cell.y) * width + e.cell.x));
  put_u32(at + 8, e.has_parent() ? std::uint32_t(std::int64_t(e.parent.y) * width + e.parent.x) : 0xFFFFFFFFu);
  const float g = std::isfinite(e.g) ? float(e.g) : INFINITY;
  std::uint32_t bits = 0;
  std::memcpy(&bits, &g, 4);
  put_u32(at + 12, bits);
}

}  // namespace

void Server::Impl::add_search_routes() {
  post("/api/search", [this](const httplib::Request& req, httplib::Response& res) {
    const SearchRequest request = parse_search_request(body_json(req), maps, options.limits);
    const auto slot = slots.acquire("a search");
    const std::size_t cap = std::max<std::size_t>(1, searches.budget() / sizeof(SearchEvent));
    std::shared_ptr<FinishedSearch> done = run_search(request, options.limits, cap, searches.next_id());
    send_json(res, done->answer);
    searches.add(std::move(done));
  });

  get(R"(/api/search/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    send_json(res, kept(req.matches[1].str())->answer);
  });

  get(R"(/api/search/([^/]+)/events)", [this](const httplib::Request& req, httplib::Response& res) {
    const auto s = kept(req.matches[1].str());
    const std::uint64_t total = s->events.size();
    const std::uint64_t from = query_number(query_param(req, "from"), "from", 0, 0, total);
    const std::uint64_t count =
        query_number(query_param(req, "count"), "count", options.limits.max_batch_events, 0, UINT64_MAX);
    const std::uint64_t n = std::min({count, total - from, options.limits.max_batch_events});
    std::string body(n * 16, '\0');
    const std::int32_t width = s->grid->width();
    for (std::uint64_t i = 0; i < n; ++i) encode(s->events[from + i], width, body.data() + i * 16);
    res.set_header("X-Events-Total", std::to_string(total));
    res.set_header("Content-Type", "application/octet-stream");
    res.body = std::move(body);
  });
}

}  // namespace gridnav::server
