// The statistics window: one table per player, side by side, one column per goal and a
// total column (Moori's Figure 13). Rows are the quantities of his Tables 5 and 6 and the
// run's own counts.
import { PLAYER_COLORS } from './shapes.js';

const ROWS = [
  ['ticks', 'Ticks'],
  ['moves', 'Moves'],
  ['waits', 'Waits'],
  ['caught', 'Caught'],
  ['ticksInView', 'Ticks in view'],
  ['heapInsert', 'heapInsert'],
  ['heapRemove', 'heapRemove'],
  ['averageHeapSize', 'Avg heap size', 2],
  ['totalOperations', 'Total operations'],
  ['averageHeapHeight', 'Avg heap height', 2],
  ['worstCaseSearchDepth', 'Worst-case depth'],
  ['expansions', 'Expansions'],
  ['searches', 'Searches'],
];

const number = (v, digits = 0) => (typeof v === 'number'
  ? v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–');

function header(goals, row) {
  const tr = document.createElement('tr');
  const corner = document.createElement('th');
  corner.textContent = 'goal';
  tr.append(corner);
  goals.forEach((g, k) => {
    const th = document.createElement('th');
    th.textContent = g.symbol;
    th.title = `goal ${k + 1}: ${/[a-z]/.test(g.symbol) ? 'key' : 'door'} ${g.symbol} at (${g.x}, ${g.y})`;
    tr.append(th);
  });
  const total = document.createElement('th');
  total.textContent = 'Total';
  tr.append(total);
  row.append(tr);
}

export class StatsWindow {
  constructor(host) {
    this.host = host;
    this.tables = [];
  }

  /// Builds empty tables for the players of a new run.
  reset(goals, planners) {
    this.host.textContent = '';
    this.tables = [];
    this.goals = goals;
    if (!planners.length) {
      const p = document.createElement('p');
      p.className = 'stats-empty';
      p.textContent = 'Load a world to see each player\'s statistics here.';
      this.host.append(p);
      return;
    }
    planners.forEach((name, k) => {
      const table = document.createElement('table');
      table.className = 'stats-table';
      table.dataset.player = String(k);
      const caption = table.createCaption();
      const dot = document.createElement('i');
      dot.style.background = PLAYER_COLORS[k];
      caption.append(dot, `Player ${k + 1} · ${name}`);
      header(goals, table.createTHead());
      const body = table.createTBody();
      const cells = {};
      for (const [field, label] of ROWS) {
        const tr = body.insertRow();
        const th = document.createElement('th');
        th.textContent = label;
        tr.append(th);
        cells[field] = [];
        for (let g = 0; g <= goals.length; g++) {
          const td = tr.insertCell();
          td.textContent = '–';
          if (g === goals.length) td.className = 'total running';
          cells[field].push(td);
        }
      }
      this.host.append(table);
      this.tables.push({ table, cells });
    });
  }

  /// Fills the tables from a frame's stats: [{goals: [record...], total, reached}].
  update(stats, agents) {
    stats.forEach((player, k) => {
      const t = this.tables[k];
      if (!t) return;
      const done = agents[k] && agents[k].done;
      const byGoal = new Map(player.goals.map((r) => [r.goal_index, r]));
      for (const [field, , digits] of ROWS) {
        const row = t.cells[field];
        for (let g = 0; g < this.goals.length; g++) {
          const r = byGoal.get(g);
          row[g].textContent = r ? number(r[field], digits) : '–';
          row[g].className = r && !r.reached ? 'pending' : '';
        }
        const total = row[this.goals.length];
        total.textContent = number(player.total[field], digits);
        total.className = done ? 'total' : 'total running';
      }
    });
  }
}
