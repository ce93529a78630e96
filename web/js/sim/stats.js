// The statistics window: one table per player, side by side, one column per goal and a
// total column (Moori's Figure 13). Rows are the quantities of his Tables 5 and 6 and the
// run's own counts; the human player's table has the counts only (it searches nothing) and
// which goals it has reached.
import { HUMAN_COLOR, playerColor } from './shapes.js';

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
const HUMAN_ROWS = [['reached', 'Reached'], ...ROWS.slice(0, 5)];

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

function table(goals, caption, colour, id, rows) {
  const t = document.createElement('table');
  t.className = 'stats-table';
  t.dataset.player = id;
  const c = t.createCaption();
  const dot = document.createElement('i');
  dot.style.background = colour;
  c.append(dot, caption);
  header(goals, t.createTHead());
  const body = t.createTBody();
  const cells = {};
  for (const [field, label] of rows) {
    const tr = body.insertRow();
    tr.dataset.field = field;
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
  return { table: t, cells, rows };
}

/// One player's goal records into its table; `done` when it has reached every goal.
function fill(t, goals, player, done) {
  const byGoal = new Map(player.goals.map((r) => [r.goal - 1, r]));  // goal counts from 1
  for (const [field, , digits] of t.rows) {
    const row = t.cells[field];
    for (let g = 0; g < goals.length; g++) {
      const r = byGoal.get(g);
      if (field === 'reached') row[g].textContent = r && r.reached ? '✓' : '–';
      else row[g].textContent = r ? number(r[field], digits) : '–';
      row[g].className = r && !r.reached ? 'pending' : '';
    }
    const total = row[goals.length];
    total.textContent = field === 'reached' ? `${player.reached}/${goals.length}` : number(player.total[field], digits);
    total.className = done ? 'total' : 'total running';
  }
}

export class StatsWindow {
  constructor(host) {
    this.host = host;
    this.tables = [];
    this.humanTable = null;
  }

  /// Builds empty tables for the players of a new run: the AI players' planners, and whether
  /// a human plays.
  reset(goals, planners, human) {
    this.host.textContent = '';
    this.goals = goals;
    this.tables = planners.map((name, k) =>
      table(goals, `Player ${k + 1} · ${name}`, playerColor(k), String(k), ROWS));
    this.humanTable = human ? table(goals, 'You · human player', HUMAN_COLOR, 'human', HUMAN_ROWS) : null;
    for (const t of this.tables) this.host.append(t.table);
    if (this.humanTable) this.host.append(this.humanTable.table);
  }

  /// Fills the tables from a frame: stats [{goals: [record...], total, reached}] per agent,
  /// and human_stats.
  update(frame) {
    frame.stats.forEach((player, k) => {
      if (this.tables[k]) fill(this.tables[k], this.goals, player, frame.agents[k] && frame.agents[k].done);
    });
    if (this.humanTable && frame.human_stats) {
      fill(this.humanTable, this.goals, frame.human_stats, frame.human && frame.human.done);
    }
  }
}
