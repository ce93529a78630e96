// Simulations the page runs tick by tick (POST /api/sim, docs/viewer-api.md): each session
// owns a dynamic::Simulation, one EventRecorder per agent for the search overlays, and a
// mutex, since one client may send a step while another reads a frame. The store keeps the
// most recently used sessions up to --max-sims and forgets the oldest.
#pragma once

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "gridnav/dynamic/sim.hpp"
#include "gridnav/dynamic/simulation.hpp"
#include "gridnav/io/world.hpp"
#include "gridnav/search/events.hpp"
#include "sim_search.hpp"

namespace gridnav::server {

/// A simulation as POST /api/sim asked for it (sim_request.cpp checked it).
struct SimSetup {
  std::string world_name;  ///< the bundled world's file name, or the upload's name
  World world;
  SimOptions options;
};

/// The most moves a human may have queued at once (a step adding more is refused).
inline constexpr std::size_t kMaxQueuedMoves = 100'000;

/// Live settings a step may change; an absent one keeps its value.
struct SimControls {
  std::optional<bool> invulnerable;
  std::optional<bool> monsters_paused;
  std::optional<Follow> follow;
  std::optional<double> trap_density;
  std::optional<std::uint32_t> update_every;
  /// The human player's input: queued steps, and the held direction (an empty inner
  /// optional releases it).
  std::vector<HumanMove> human_moves;
  std::optional<std::optional<Direction>> human_heading;
  [[nodiscard]] bool steers_human() const noexcept { return !human_moves.empty() || human_heading.has_value(); }
};

/// What a frame carries besides the state every frame has.
struct FrameDetail {
  bool search = false;  ///< each agent's search picture (sim_search.hpp)
  bool belief = false;  ///< each agent's map when it senses (it believes the rest free)
};

class SimSession {
 public:
  /// Throws InputError when the simulation refuses the world or the options.
  SimSession(std::string id, SimSetup setup);
  ~SimSession();
  SimSession(const SimSession&) = delete;
  SimSession& operator=(const SimSession&) = delete;

  [[nodiscard]] const std::string& id() const noexcept { return id_; }
  /// The answer to POST /api/sim: the world, the goals and the agents.
  [[nodiscard]] nlohmann::json describe();
  /// Applies `controls`, runs up to `ticks` ticks (fewer when the run ends) and returns the frame.
  [[nodiscard]] nlohmann::json step(std::uint64_t ticks, const SimControls& controls, FrameDetail detail);
  /// The frame of the current tick.
  [[nodiscard]] nlohmann::json frame(FrameDetail detail);
  /// goal_log_tsv of player `player` (0-based, the human after the agents);
  /// std::out_of_range past the last one.
  [[nodiscard]] std::string log_tsv(std::size_t player);
  /// "agentK-PLANNER-seedS.tsv" or "human-seedS.tsv", as `gridnav sim --log` names them (K 1-based).
  [[nodiscard]] std::string log_name(std::size_t player);
  /// The agents, and the human when one plays.
  [[nodiscard]] std::size_t player_count();

 private:
  void harvest_searches();

  std::mutex mutex_;
  std::string id_;
  std::string world_name_;
  std::unique_ptr<const World> world_;  // the recorders unpad against its grid
  std::unique_ptr<Simulation> sim_;
  std::vector<std::unique_ptr<EventRecorder>> recorders_;
  std::vector<SearchPicture> searches_;
  nlohmann::json controls_;  // the live settings as last set, echoed in every frame
};

class SimStore {
 public:
  explicit SimStore(std::size_t most) : most_(most == 0 ? 1 : most) {}

  /// A fresh ID: "sim1", "sim2", ...
  [[nodiscard]] std::string next_id();
  /// Keeps `session` as the most recent, forgetting the least recently used beyond the limit.
  void add(std::shared_ptr<SimSession> session);
  /// The session with that ID, now the most recently used; nullptr when unknown or forgotten.
  [[nodiscard]] std::shared_ptr<SimSession> get(const std::string& id);
  /// Forgets a session; false when it was not kept.
  bool remove(const std::string& id);
  [[nodiscard]] std::size_t size() const;

 private:
  using Order = std::list<std::shared_ptr<SimSession>>;
  mutable std::mutex mutex_;
  std::size_t most_;
  std::uint64_t counter_ = 0;
  Order order_;  // most recent first
  std::unordered_map<std::string, Order::iterator> index_;
};

// The JSON of sim_frame.cpp, for a session that holds its lock.
[[nodiscard]] nlohmann::json world_json(const Simulation& sim, const std::string& world_name);
[[nodiscard]] nlohmann::json frame_json(const Simulation& sim, std::span<const SearchPicture> searches,
                                        FrameDetail detail);

}  // namespace gridnav::server
