// One side of the stage: a title, live counters and a GridView. Compare mode shows two.
import { GridView } from './grid-canvas.js';

const COUNTERS = [
  ['expanded', 'Expanded'],
  ['generated', 'Generated'],
  ['open', 'Open'],
  ['cost', 'Cost'],
  ['time', 'Search time'],
];

const number = new Intl.NumberFormat('en-US');

function formatTime(us) {
  if (us === undefined || us === null) return '–';
  if (us < 1000) return `${Math.round(us)} µs`;
  if (us < 1e6) return `${(us / 1000).toFixed(us < 1e4 ? 2 : 1)} ms`;
  return `${(us / 1e6).toFixed(2)} s`;
}

export class Panel {
  constructor(host, key) {
    this.key = key;
    this.element = document.createElement('section');
    this.element.className = 'panel';
    this.element.id = `panel-${key}`;
    const head = document.createElement('div');
    head.className = 'panel-head';
    this.title = document.createElement('h2');
    this.title.className = 'panel-title';
    this.status = document.createElement('span');
    this.status.className = 'panel-status';
    this.status.id = `${key}-status`;
    const titleRow = document.createElement('div');
    titleRow.className = 'panel-title-row';
    titleRow.append(this.title, this.status);
    const counters = document.createElement('dl');
    counters.className = 'counters';
    this.values = {};
    for (const [name, label] of COUNTERS) {
      const item = document.createElement('div');
      item.className = 'counter';
      const dt = document.createElement('dt');
      dt.textContent = label;
      const dd = document.createElement('dd');
      dd.id = `${key}-${name}`;
      dd.textContent = '–';
      item.append(dt, dd);
      counters.append(item);
      this.values[name] = dd;
    }
    head.append(titleRow, counters);
    const canvasHost = document.createElement('div');
    canvasHost.className = 'canvas-host';
    this.element.append(head, canvasHost);
    host.append(this.element);
    this.view = new GridView(canvasHost);
    this.run = null;
    this.last = {};
  }

  setTitle(text) { this.title.textContent = text; }

  setRun(run) {
    this.run = run;
    this.view.setRun(run);
    this.update(true);
  }

  /// Writes the counters; only touches the DOM where a value changed.
  update(force = false) {
    const run = this.run;
    let shown;
    if (!run) {
      shown = { expanded: '–', generated: '–', open: '–', cost: '–', time: '–', status: 'ready' };
    } else {
      const c = run.counters();
      let cost = '…';
      if (c.cost === null) cost = run.result.status === 'no_path' ? 'no path' : '–';
      else if (c.cost !== undefined) cost = Number(c.cost.toFixed(6)).toString();
      let status = c.status === 'running' ? `${Math.round((100 * c.events) / Math.max(1, c.totalEvents))}%` : String(c.status).replace(/_/g, ' ');
      if (c.status !== 'running' && run.result.truncated) status += ' (events truncated)';
      if (run.total === 0) status += ' · no events recorded';
      // Each begin ... end group is a navigator's plan, or an iteration of IDA* and the like.
      if (run.plans > 1) status += ` · ${run.result.kind === 'navigator' ? 'plan' : 'iteration'} ${run.plans}`;
      shown = {
        expanded: number.format(c.expanded), generated: number.format(c.generated), open: number.format(c.open),
        cost, time: formatTime(c.timeUs), status,
      };
    }
    for (const [name, value] of Object.entries(shown)) {
      if (!force && this.last[name] === value) continue;
      this.last[name] = value;
      if (name === 'status') {
        this.status.textContent = value;
        this.status.dataset.state = run ? (run.done ? run.result.status : 'running') : 'ready';
      } else this.values[name].textContent = value;
    }
  }

  setVisible(visible) { this.element.hidden = !visible; }
}
