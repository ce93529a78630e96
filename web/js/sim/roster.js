// The players' panels of the run set up: one per AI agent of the world (up to eight, each on
// its start cell, with its planner menu) and the human's when one plays, laid out as a grid
// that wraps. The planners chosen in the menus are kept across set-ups, so that a world with
// more agents keeps the first choices and deals the defaults to the rest.
import { HumanPanel, PlayerPanel } from './players.js';

export const INITIAL_PLANNERS = ['dstar-lite', 'focused-dstar', 'astar-replan'];
const GAP = 10;

export class Roster {
  /// `onChoose()` runs after a planner menu changed.
  constructor(host, navigators, onChoose) {
    this.host = host;
    this.navigators = navigators;
    this.onChoose = onChoose;
    this.choices = [];        // the planner picked in player k's menu, if any
    this.agents = [];         // PlayerPanel per AI agent
    this.human = null;        // HumanPanel
  }

  /// The planners for `count` AI agents: the menus' choices, else the defaults in turn.
  planners(count) {
    return Array.from({ length: count }, (_, k) => this.choices[k] || INITIAL_PLANNERS[k % INITIAL_PLANNERS.length]);
  }

  /// Every panel, the AI players' first.
  all() { return this.human ? [...this.agents, this.human] : [...this.agents]; }

  /// The panels for a set-up answer: agents (planners), world.starts, human.
  build(answer) {
    const starts = answer.world.starts || [];
    while (this.agents.length > answer.agents.length) this.agents.pop().remove();
    if (this.human) this.human.remove();  // re-added last, after any new agent's panel
    answer.agents.forEach((planner, k) => {
      if (!this.agents[k]) {
        this.agents[k] = new PlayerPanel(this.host, k, this.navigators, planner, starts[k], (i, name) => {
          this.choices[i] = name;
          this.onChoose();
        });
      }
      this.agents[k].setPlanner(planner);
      this.agents[k].setStart(starts[k]);
    });
    this.human = answer.human ? new HumanPanel(this.host, answer.human.start) : null;
    for (const p of this.all()) p.screen.setWorld(answer.world);
  }

  lock(locked) {
    for (const p of this.all()) p.lock(locked);
  }

  /// Columns for the panels so that a world's tiles come out largest in `width` x `height`
  /// pixels, a grid's empty places counted against it in proportion (three panels in a row
  /// rather than two rows of two with a hole); the players' box then takes the height its rows
  /// need.
  fit(world, height) {
    const panels = this.all();
    if (!world || !panels.length) return;
    const n = panels.length;
    const width = this.host.clientWidth - 2 * GAP;
    const head = panels[0].head.offsetHeight + 8;
    let best = { score: -1, scale: 0, cols: 1, rows: 1 };
    for (let cols = 1; cols <= n; cols++) {
      const rows = Math.ceil(n / cols);
      const w = (width - (cols - 1) * GAP) / cols;
      const h = (height - GAP - (rows - 1) * GAP) / rows - head;
      const scale = Math.min(w / world.width, h / world.height);
      const score = (scale * n) / (cols * rows);
      if (score > best.score + 1e-9) best = { score, scale, cols, rows };
    }
    this.host.style.gridTemplateColumns = `repeat(${best.cols}, minmax(0, 1fr))`;
    const screen = Math.ceil(best.scale * world.height) + 8;
    this.host.style.flexBasis = `${best.rows * (screen + head) + (best.rows - 1) * GAP + GAP}px`;
    this.host.dataset.columns = String(best.cols);
  }
}
