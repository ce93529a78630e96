// A player's panel: its header (colour badge, the planner spinner of Moori's screens, its
// progress) over its screen. Players 2 and 3 may be left out ("none").
import { PLAYER_COLORS } from './shapes.js';
import { Screen } from './screen.js';

export class PlayerPanel {
  constructor(host, index, navigators, initial, onChange) {
    this.index = index;
    this.root = document.createElement('section');
    this.root.className = 'player';
    this.root.dataset.player = String(index);
    const head = document.createElement('div');
    head.className = 'player-head';
    const badge = document.createElement('span');
    badge.className = 'player-badge';
    badge.style.background = PLAYER_COLORS[index];
    badge.textContent = String(index + 1);
    this.select = document.createElement('select');
    this.select.id = `planner-${index + 1}`;
    this.select.title = `Player ${index + 1}'s planner`;
    this.select.setAttribute('aria-label', this.select.title);
    if (index > 0) this.select.append(new Option('— none —', ''));
    for (const n of navigators) {
      const o = new Option(n.name, n.name);
      o.title = n.summary;
      this.select.append(o);
    }
    if (navigators.some((n) => n.name === initial)) this.select.value = initial;
    this.select.addEventListener('change', () => { this.present(); onChange(); });
    this.status = document.createElement('span');
    this.status.className = 'player-status';
    head.append(badge, this.select, this.status);
    const screenHost = document.createElement('div');
    screenHost.className = 'screen';
    this.root.append(head, screenHost);
    host.append(this.root);
    this.screen = new Screen(screenHost, index);
    this.present();
  }

  planner() { return this.select.value; }

  present() {
    this.root.classList.toggle('absent', !this.select.value);
  }

  lock(locked) { this.select.disabled = locked; }

  /// The header's line: goal k of n and what it is, the path's colour, caught and seen.
  showStatus(agent, goals, stats) {
    this.status.textContent = '';
    if (!agent) return;
    const chip = document.createElement('span');
    chip.className = 'path-chip';
    chip.dataset.state = agent.done ? 'done' : agent.path_state;
    chip.title = agent.done ? 'every goal reached' : `path ${agent.path_state}`;
    const text = document.createElement('span');
    if (agent.done) {
      text.textContent = `done · ${stats ? stats.total.ticks : '?'} ticks`;
    } else {
      const g = goals[agent.goal];
      const what = g ? `${/[a-z]/.test(g.symbol) ? 'key' : 'door'} ${g.symbol}` : '';
      text.textContent = `goal ${agent.goal + 1}/${goals.length} · ${what}`;
    }
    this.status.append(chip, text);
    if (agent.caught > 0) {
      const c = document.createElement('span');
      c.textContent = `caught ${agent.caught}`;
      this.status.append(c);
    }
    if (agent.seen) {
      const s = document.createElement('span');
      s.className = 'seen-chip';
      s.textContent = 'seen';
      this.status.append(s);
    }
  }
}
