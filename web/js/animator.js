// Replays a search the server ran: its events arrive in batches and change a per-cell state
// (open, closed, g, parent, expansion order). A Player moves one or more runs forward together,
// counted in expansions, so two runs in compare mode stay in lock-step.
import { EVENT_BYTES, EventKind, NO_CELL, fetchEvents } from './api.js';

const BATCH = 65536;         // events per request (1 MiB)
const PREFETCH_BATCHES = 2;  // batches kept ahead of the cursor

export const CellState = Object.freeze({ none: 0, open: 1, closed: 2 });

export class SearchRun {
  constructor(result, width, height) {
    this.result = result;
    this.id = result.id;
    this.width = width;
    this.cells = width * height;
    this.total = result.events || 0;
    this.batches = new Map();   // batch number -> DataView
    this.pending = new Map();   // batch number -> Promise
    this.error = null;
    this.state = new Uint8Array(this.cells);
    this.order = new Int32Array(this.cells);
    this.g = new Float32Array(this.cells);
    this.parent = new Int32Array(this.cells);
    this.changed = [];          // cells whose look changed since the view last drained the list
    this.resetState();
  }

  resetState() {
    this.state.fill(0);
    this.order.fill(-1);
    this.g.fill(Infinity);
    this.parent.fill(-1);
    this.cursor = 0;
    this.expanded = 0;
    this.generated = 0;
    this.openSize = 0;
    this.plans = 0;
    this.changed.length = 0;
    this.cleared = true;        // the view must repaint every cell
  }

  get done() { return this.cursor >= this.total; }
  get found() { return this.result.status === 'found'; }

  /// Starts fetching the batch holding event `index` (and the next ones); resolves when it is here.
  load(index) {
    const batch = Math.floor(index / BATCH);
    for (let b = batch; b < batch + PREFETCH_BATCHES && b * BATCH < this.total; b++) this.request(b);
    return this.batches.has(batch) ? Promise.resolve() : this.pending.get(batch);
  }

  request(batch) {
    if (this.batches.has(batch) || this.pending.has(batch)) return;
    const from = batch * BATCH;
    const count = Math.min(BATCH, this.total - from);
    const promise = fetchEvents(this.id, from, count).then((view) => {
      this.batches.set(batch, view);
      this.pending.delete(batch);
    }, (error) => {
      this.pending.delete(batch);
      this.error = error;
      throw error;
    });
    promise.catch(() => {});
    this.pending.set(batch, promise);
  }

  /// Applies events until `expansions` more expand events are applied, the end, or a batch that has
  /// not arrived yet. Returns the number of expansions applied.
  advance(expansions) {
    let applied = 0;
    while (applied < expansions && this.cursor < this.total) {
      const batch = Math.floor(this.cursor / BATCH);
      const view = this.batches.get(batch);
      if (!view) { this.load(this.cursor); break; }
      const last = Math.min((batch + 1) * BATCH, this.total);
      if ((batch + 1) * BATCH < this.total) this.load((batch + 1) * BATCH);
      while (this.cursor < last && applied < expansions) {
        const offset = (this.cursor - batch * BATCH) * EVENT_BYTES;
        if (offset + EVENT_BYTES > view.byteLength) { this.total = this.cursor; break; }
        if (this.apply(view, offset) === EventKind.expand) applied++;
        this.cursor++;
      }
    }
    return applied;
  }

  /// One step: every event up to and including the next expansion.
  async step() {
    while (!this.done) {
      await this.load(this.cursor);
      if (this.advance(1) === 1) return;
    }
  }

  async toEnd() {
    while (!this.done) {
      await this.load(this.cursor);
      this.advance(Number.MAX_SAFE_INTEGER);
    }
  }

  apply(view, offset) {
    const kind = view.getUint8(offset);
    const cell = view.getUint32(offset + 4, true);
    const parent = view.getUint32(offset + 8, true);
    const g = view.getFloat32(offset + 12, true);
    if (cell >= this.cells) return kind;
    const state = this.state;
    switch (kind) {
      case EventKind.begin:
        // A navigator replans: each plan is drawn on its own, the counters keep adding up.
        if (this.plans > 0) this.clearCells();
        this.plans++;
        if (state[cell] === CellState.none) { state[cell] = CellState.open; this.openSize++; }
        this.g[cell] = g;
        break;
      case EventKind.generate:
        // A generate event also reports a lower g for a cell already open; the statistics count
        // those as improvements, so only first entries (and reopenings) count as generated here.
        if (state[cell] !== CellState.open) {
          state[cell] = CellState.open;
          this.openSize++;
          this.generated++;
        }
        this.g[cell] = g;
        this.parent[cell] = parent === NO_CELL ? -1 : parent;
        break;
      case EventKind.expand:
        if (state[cell] === CellState.open) this.openSize--;
        state[cell] = CellState.closed;
        this.order[cell] = this.expanded++;
        if (Number.isFinite(g)) this.g[cell] = g;
        break;
      case EventKind.close:
        if (state[cell] === CellState.open) this.openSize--;
        state[cell] = CellState.closed;
        break;
      default:
        break;
    }
    this.changed.push(cell);
    return kind;
  }

  clearCells() {
    this.state.fill(0);
    this.order.fill(-1);
    this.g.fill(Infinity);
    this.parent.fill(-1);
    this.openSize = 0;
    this.changed.length = 0;
    this.cleared = true;
  }

  restart() { this.resetState(); }

  /// What the counters show: live while replaying, the server's statistics once at the end.
  counters() {
    const stats = this.result.stats || {};
    const atEnd = this.done;
    return {
      expanded: atEnd && stats.expanded !== undefined ? stats.expanded : this.expanded,
      generated: atEnd && stats.generated !== undefined ? stats.generated : this.generated,
      open: this.openSize,
      cost: atEnd ? (this.found ? this.result.cost : null) : undefined,
      timeUs: stats.time_us,
      status: atEnd ? this.result.status : 'running',
      events: this.cursor,
      totalEvents: this.total,
    };
  }
}

/// Moves runs forward at `speed` expansions per second, all by the same number each frame.
export class Player {
  constructor() {
    this.runs = [];
    this.playing = false;
    this.speed = 1000;
    this.budget = 0;
    this.onStop = null;
  }

  setRuns(runs) {
    this.runs = runs;
    this.playing = false;
    this.budget = 0;
  }

  get done() { return this.runs.length > 0 && this.runs.every((r) => r.done); }

  play() {
    if (!this.runs.length) return;
    if (this.done) this.runs.forEach((r) => r.restart());
    this.target = 0;
    this.playing = true;
  }

  pause() { this.playing = false; this.budget = 0; this.target = 0; }

  /// Called every animation frame with the time since the last one.
  tick(dtMs) {
    if (!this.playing) return;
    this.budget += (this.speed * Math.min(dtMs, 100)) / 1000;
    const n = Math.floor(this.budget);
    if (n < 1) return;
    this.budget -= n;
    // Lock-step: every run moves to the same expansion count; one that waited for a batch of
    // events catches up on the next frame instead of falling behind for good.
    this.target = Math.max(this.target || 0, ...this.runs.map((r) => r.expanded)) + n;
    for (const run of this.runs) if (run.expanded < this.target) run.advance(this.target - run.expanded);
    this.budget = Math.min(this.budget, this.speed * 0.1);
    if (this.done) {
      this.playing = false;
      if (this.onStop) this.onStop();
    }
  }

  async step() {
    this.pause();
    await Promise.all(this.runs.map((r) => r.step()));
  }

  async toEnd() {
    this.pause();
    await Promise.all(this.runs.map((r) => r.toEnd()));
  }

  restart() {
    this.pause();
    this.runs.forEach((r) => r.restart());
  }
}
