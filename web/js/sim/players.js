// The players' panels: a header (colour badge, name, progress) over the player's screen. An AI
// player's header carries the planner spinner of Moori's screens and its start cell; the human
// player's shows its goal, catches and whether a monster sees it.
import { HUMAN_COLOR, playerColor } from './shapes.js';
import { Screen } from './screen.js';

function chip(text, className = '') {
  const span = document.createElement('span');
  if (className) span.className = className;
  span.textContent = text;
  return span;
}

const goalText = (goals, k) => {
  const g = goals[k];
  return `goal ${k + 1}/${goals.length}${g ? ` · ${/[a-z]/.test(g.symbol) ? 'key' : 'door'} ${g.symbol}` : ''}`;
};

class Panel {
  constructor(host, id, colour, badgeText) {
    this.root = document.createElement('section');
    this.root.className = 'player';
    this.root.dataset.player = id;
    this.head = document.createElement('div');
    this.head.className = 'player-head';
    const badge = chip(badgeText, 'player-badge');
    badge.style.background = colour;
    this.head.append(badge);
    this.status = chip('', 'player-status');
    const screenHost = document.createElement('div');
    screenHost.className = 'screen';
    this.root.append(this.head, screenHost);
    host.append(this.root);
    this.screenHost = screenHost;
  }

  /// The status line's common end: caught so often (`always`: even never), seen now.
  showThreat(entity, always = false) {
    if (always || entity.caught > 0) this.status.append(chip(`caught ${entity.caught}`));
    if (entity.seen) this.status.append(chip('seen', 'seen-chip'));
    else if (always) this.status.append(chip('unseen'));
  }

  remove() { this.root.remove(); }
}

export class PlayerPanel extends Panel {
  /// AI player `index` (from 0) starting on `start` [x, y], its menu on `planner`.
  constructor(host, index, navigators, planner, start, onChoose) {
    super(host, String(index), playerColor(index), String(index + 1));
    this.index = index;
    this.select = document.createElement('select');
    this.select.id = `planner-${index + 1}`;
    this.select.title = `Player ${index + 1}'s planner`;
    this.select.setAttribute('aria-label', this.select.title);
    for (const n of navigators) {
      const o = new Option(n.name, n.name);
      o.title = n.summary;
      this.select.append(o);
    }
    if (![...this.select.options].some((o) => o.value === planner)) this.select.append(new Option(planner, planner));
    this.select.value = planner;
    this.select.addEventListener('change', () => onChoose(index, this.select.value));
    this.from = chip('', 'player-start');
    this.head.append(this.select, this.from, this.status);
    this.setStart(start);
    this.screen = new Screen(this.screenHost, { agent: index });
  }

  setStart(start) {
    this.from.textContent = start ? `(${start[0]}, ${start[1]})` : '';
    this.from.title = start ? `Player ${this.index + 1} starts on cell (${start[0]}, ${start[1]})` : '';
  }

  setPlanner(name) {
    if (![...this.select.options].some((o) => o.value === name)) this.select.append(new Option(name, name));
    this.select.value = name;
  }

  lock(locked) { this.select.disabled = locked; }

  /// The header's line: goal k of n and what it is, the path's colour, caught and seen.
  showStatus(agent, goals, stats) {
    this.status.textContent = '';
    if (!agent) return;
    const path = chip('', 'path-chip');
    path.dataset.state = agent.done ? 'done' : agent.path_state;
    path.title = agent.done ? 'every goal reached' : `path ${agent.path_state}`;
    const text = agent.done ? `done · ${stats ? stats.total.ticks : '?'} ticks` : goalText(goals, agent.goal);
    this.status.append(path, chip(text));
    this.showThreat(agent);
  }
}

export class HumanPanel extends Panel {
  constructor(host, start) {
    super(host, 'human', HUMAN_COLOR, 'H');
    this.root.classList.add('human');
    const name = chip('You', 'player-name');
    name.title = `The human player: arrow keys or W A S D; starts on 'o' (${start[0]}, ${start[1]})`;
    this.head.append(name, chip(`(${start[0]}, ${start[1]})`, 'player-start'), this.status);
    this.screen = new Screen(this.screenHost, { human: true });
  }

  lock() {}

  /// goal k/n, the heading while keys are held, caught, seen.
  showStatus(human, goals, stats) {
    this.status.textContent = '';
    if (!human) return;
    const text = human.done ? `done · ${stats ? stats.total.ticks : '?'} ticks` : goalText(goals, human.goal);
    this.status.append(chip(text));
    if (human.heading) this.status.append(chip(`→ ${human.heading}`, 'heading-chip'));
    this.showThreat(human, true);
  }
}
