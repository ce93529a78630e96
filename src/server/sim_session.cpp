#include "sim_session.hpp"

#include <algorithm>
#include <stdexcept>

#include "gridnav/error.hpp"
#include "http_error.hpp"

namespace gridnav::server {
namespace {

using nlohmann::json;

const char* follow_name(Follow f) { return f == Follow::walk ? "walk" : "wait"; }

/// Events one agent may record in a tick: a few full searches of the world, within reason.
std::size_t recorder_cap(const World& world) {
  const std::uint64_t cells = world.grid.cell_count();
  return std::size_t(std::clamp<std::uint64_t>(16 * cells, std::uint64_t{1} << 16, std::uint64_t{1} << 22));
}

}  // namespace

SimSession::SimSession(std::string id, SimSetup setup)
    : id_(std::move(id)),
      world_name_(std::move(setup.world_name)),
      world_(std::make_unique<const World>(std::move(setup.world))),
      sim_(std::make_unique<Simulation>(*world_, setup.options)) {
  const SimOptions& o = setup.options;
  controls_ = {{"invulnerable", o.invulnerable},
               {"monsters_paused", false},
               {"follow", follow_name(o.follow)},
               {"trap_density", o.trap_density},
               {"update_every", o.update_every}};
  const std::size_t cap = recorder_cap(*world_);
  for (std::size_t a = 0; a < sim_->agent_count(); ++a) {
    recorders_.push_back(std::make_unique<EventRecorder>(world_->grid, cap));
    sim_->set_sink(a, recorders_.back().get());
  }
  searches_.resize(sim_->agent_count());
}

SimSession::~SimSession() {
  for (std::size_t a = 0; a < recorders_.size(); ++a) sim_->set_sink(a, nullptr);
}

json SimSession::describe() {
  const std::lock_guard lock(mutex_);
  json goals = json::array();
  for (const SimGoal& g : sim_->goals())
    goals.push_back({{"symbol", std::string(1, g.symbol)}, {"x", g.cell.x}, {"y", g.cell.y}});
  json agents = json::array();
  for (std::size_t a = 0; a < sim_->agent_count(); ++a) agents.push_back(sim_->agent(a).planner);
  const SimOptions& o = sim_->options();
  json options = {{"seed", o.seed},
                  {"ticks", o.ticks},
                  {"trap_density", o.trap_density},
                  {"trap_min", o.trap_min},
                  {"trap_max", o.trap_max},
                  {"update_every", o.update_every},
                  {"follow", follow_name(o.follow)},
                  {"sense", o.sense},
                  {"monsters", o.monsters},
                  {"vision", o.monster.vision},
                  {"aggressiveness", o.monster.aggressiveness},
                  {"monster_speed", o.monster.speed},
                  {"invulnerable", o.invulnerable},
                  {"threat_weight", o.threat_weight},
                  {"terrain_slows", o.terrain_slows},
                  {"agent_speed", o.agent_speed},
                  {"connect", int(o.rules.connectivity)},
                  {"diagonal", to_string(o.rules.diagonal)},
                  {"costs", to_string(o.rules.costs)},
                  {"human", o.human != HumanPlay::off}};
  const std::optional<SimHumanView> human = sim_->human();
  return {{"id", id_},
          {"world", world_json(*sim_, world_name_)},
          {"goals", std::move(goals)},
          {"agents", std::move(agents)},
          {"human", human ? json{{"start", {human->start.x, human->start.y}}} : json(nullptr)},
          {"options", std::move(options)}};
}

json SimSession::step(std::uint64_t ticks, const SimControls& c, FrameDetail detail) {
  const std::lock_guard lock(mutex_);
  if (c.steers_human() && !sim_->human())  // refused before any control takes effect
    bad_request("controls.human: no human plays in simulation " + id_ + " (set it up with human: true)");
  if (c.steers_human() && sim_->human()->queued + c.human_moves.size() > kMaxQueuedMoves)
    bad_request("controls.human: at most " + std::to_string(kMaxQueuedMoves) + " moves may wait at once (" +
                std::to_string(sim_->human()->queued) + " do)");
  if (c.invulnerable) {
    sim_->set_invulnerable(*c.invulnerable);
    controls_["invulnerable"] = *c.invulnerable;
  }
  if (c.monsters_paused) {
    sim_->set_monsters_paused(*c.monsters_paused);
    controls_["monsters_paused"] = *c.monsters_paused;
  }
  if (c.follow) {
    sim_->set_follow(*c.follow);
    controls_["follow"] = follow_name(*c.follow);
  }
  if (c.trap_density) {
    sim_->set_trap_density(*c.trap_density);
    controls_["trap_density"] = *c.trap_density;
  }
  if (c.update_every) {
    sim_->set_update_every(*c.update_every);
    controls_["update_every"] = *c.update_every;
  }
  if (c.steers_human()) {
    sim_->queue_human_moves(c.human_moves);
    if (c.human_heading) sim_->set_human_heading(*c.human_heading);
  }
  std::uint64_t ran = 0;
  while (ran < ticks && sim_->step()) {
    ++ran;
    harvest_searches();
  }
  json f = frame_json(*sim_, searches_, detail);
  f["stepped"] = ran;
  f["controls"] = controls_;
  return f;
}

json SimSession::frame(FrameDetail detail) {
  const std::lock_guard lock(mutex_);
  json f = frame_json(*sim_, searches_, detail);
  f["controls"] = controls_;
  return f;
}

void SimSession::harvest_searches() {
  for (std::size_t a = 0; a < recorders_.size(); ++a) {
    EventRecorder& r = *recorders_[a];
    if (r.events().empty() && !r.truncated()) continue;
    searches_[a].absorb(r.events(), world_->grid.width(), sim_->tick(), r.truncated());
    r.clear();
  }
}

std::string SimSession::log_tsv(std::size_t player) {
  const std::lock_guard lock(mutex_);
  const SimResult r = sim_->result();
  if (player >= r.players()) throw std::out_of_range("player");
  return goal_log_tsv(r, player);
}

std::string SimSession::log_name(std::size_t player) {
  const std::lock_guard lock(mutex_);
  const std::string seed = std::to_string(sim_->options().seed);
  if (player == sim_->agent_count() && sim_->human()) return "human-seed" + seed + ".tsv";
  if (player >= sim_->agent_count()) throw std::out_of_range("player");
  return "agent" + std::to_string(player + 1) + "-" + sim_->agent(player).planner + "-seed" + seed + ".tsv";
}

std::size_t SimSession::player_count() {
  const std::lock_guard lock(mutex_);
  return sim_->agent_count() + (sim_->human() ? 1 : 0);
}

std::string SimStore::next_id() {
  const std::lock_guard lock(mutex_);
  return "sim" + std::to_string(++counter_);
}

void SimStore::add(std::shared_ptr<SimSession> session) {
  const std::lock_guard lock(mutex_);
  while (order_.size() >= most_) {
    index_.erase(order_.back()->id());
    order_.pop_back();
  }
  order_.push_front(std::move(session));
  index_[order_.front()->id()] = order_.begin();
}

std::shared_ptr<SimSession> SimStore::get(const std::string& id) {
  const std::lock_guard lock(mutex_);
  const auto it = index_.find(id);
  if (it == index_.end()) return nullptr;
  order_.splice(order_.begin(), order_, it->second);
  return order_.front();
}

bool SimStore::remove(const std::string& id) {
  const std::lock_guard lock(mutex_);
  const auto it = index_.find(id);
  if (it == index_.end()) return false;
  order_.erase(it->second);
  index_.erase(it);
  return true;
}

std::size_t SimStore::size() const {
  const std::lock_guard lock(mutex_);
  return order_.size();
}

}  // namespace gridnav::server
