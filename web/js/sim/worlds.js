// The world menu and what the page knows of each world: how many AI agents it has ('p', 'q',
// 'r') and whether it has a player start 'o' (from GET /api/worlds for the bundled ones, from
// the set-up answer for a loaded file). From that come the human checkbox and the request's
// `human` and `planners`. The menu always shows the world of the run set up: a world the
// server refuses puts it back.
import { readSettings } from './settings.js';

const $ = (id) => document.getElementById(id);
const same = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
const UPLOAD = '@upload';

/// The menu's entry for a loaded file, made or named as needed (removed for null).
function showUpload(upload) {
  const select = $('world-select');
  let option = select.querySelector(`option[value="${UPLOAD}"]`);
  if (!upload) {
    if (option) option.remove();
    return;
  }
  if (!option) {
    option = new Option('', UPLOAD);
    select.append(option);
  }
  option.textContent = `${upload.name} (loaded)`;
}

export class WorldMenu {
  constructor() {
    this.facts = new Map();    // bundled world -> {agents, player}
    this.upload = null;        // {name, text, facts} of the file in the menu
    this.goodUpload = null;    // the last loaded file that was set up
    this.inUse = null;         // the menu's value of the run set up
    this.humanWanted = false;  // the checkbox as the user left it
  }

  /// Fills the menu from GET /api/worlds, a world with monsters first chosen.
  list(worlds) {
    const select = $('world-select');
    for (const w of worlds) {
      this.facts.set(w.name, { agents: w.agents, player: !!w.player });
      select.append(new Option(`${w.name} (${w.width}×${w.height})`, w.name));
    }
    const preferred = worlds.find((w) => w.monsters > 0) || worlds[0];
    if (preferred) select.value = preferred.name;
  }

  choice() { return $('world-select').value; }

  /// What is known of the chosen world, or undefined for a file not set up yet.
  known() {
    return this.choice() === UPLOAD ? this.upload && this.upload.facts : this.facts.get(this.choice());
  }

  /// The human checkbox: usable when the world has an 'o' and no run is under way.
  showHuman(inRun) {
    const facts = this.known();
    const can = !!(facts && facts.player);
    const box = $('human');
    box.disabled = !can || inRun;
    box.checked = can && this.humanWanted;
    box.closest('label').title = can ? "Play yourself from the world's 'o' cell: arrow keys or W A S D"
      : "This world has no player start 'o'";
  }

  /// POST /api/sim's body: the panel's settings, the world, the human, a planner per AI agent
  /// (`planners(n)` gives n). A file not set up yet is guessed to have `guess` agents.
  request(planners, guess) {
    const facts = this.known();
    const human = !!(facts && facts.player && this.humanWanted);
    // A world without 'p', 'q' or 'r' plays its 'o' as one AI agent when no human takes it.
    const agents = !facts ? Math.max(1, guess) : human ? facts.agents : facts.agents || (facts.player ? 1 : 0);
    const body = { ...readSettings(), human };
    if (agents > 0) body.planners = planners(Math.min(agents, 8));
    if (this.choice() === UPLOAD && this.upload) {
      body.world_text = this.upload.text;
      body.world_name = this.upload.name;
    } else {
      body.world = this.choice();
    }
    return body;
  }

  /// A loaded file goes into the menu and becomes its choice.
  offer(upload) {
    this.upload = upload;
    showUpload(upload);
    $('world-select').value = UPLOAD;
  }

  /// Remembers the chosen world's agents and 'o' from a set-up answer.
  learn(answer) {
    const w = answer.world;
    const starts = w.starts || [];
    const oAsAgent = !answer.human && starts.length === 1 && same(starts[0], w.player);
    const facts = { agents: oAsAgent ? 0 : starts.length, player: !!w.player };
    if (this.choice() === UPLOAD) this.upload.facts = facts;
    else this.facts.set(this.choice(), facts);
  }

  /// The chosen world is now the run's.
  installed() {
    this.inUse = this.choice();
    if (this.inUse === UPLOAD) this.goodUpload = this.upload;
  }

  /// The server refused the chosen world: the menu goes back to the run's. Answers the refused
  /// world's name.
  refused() {
    const name = this.choice() === UPLOAD && this.upload ? this.upload.name : this.choice();
    if (this.inUse) {
      this.upload = this.goodUpload;
      showUpload(this.upload);
      $('world-select').value = this.inUse;
    }
    return name;
  }
}
