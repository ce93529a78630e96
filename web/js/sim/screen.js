// One player's screen: the shared world (walls, terrain, keys, doors, pits, monsters, every
// player) and this player's own view of it (its path, its last search, its belief when it
// senses). The static ground is drawn once per size into an offscreen canvas; each animation
// frame copies it and draws the moving parts, positions interpolated between two frames.
import * as shape from './shapes.js';

const OPEN_FILL = 'rgba(245, 176, 40, 0.50)';
const CLOSED_FILL = 'rgba(88, 150, 222, 0.36)';
const RECENT_FILL = 'rgba(44, 74, 190, 0.45)';  // expanded by the last replan, over its closed shade
const TREE_STROKE = 'rgba(36, 44, 60, 0.62)';
const FOG = 'rgba(246, 243, 236, 0.72)';

/// Where an entity of a frame stands: its tile, moved `fraction` of the way to the next one.
export function placeOf(e) {
  if (!e) return null;
  const f = e.fraction || 0;
  return [e.x + (e.nx - e.x) * f, e.y + (e.ny - e.y) * f];
}

/// Between two frames: `t` of the way from a to b, or b when it jumped (caught, respawned).
export function between(a, b, t) {
  if (!a || !b) return b || a;
  if (Math.abs(a[0] - b[0]) > 1.6 || Math.abs(a[1] - b[1]) > 1.6) return b;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export class Screen {
  constructor(host, index) {
    this.host = host;
    this.index = index;
    this.canvas = document.createElement('canvas');
    host.append(this.canvas);
    this.ctx = this.canvas.getContext('2d');
    this.world = null;
    this.base = null;
    this.layout = { s: 1, ox: 0, oy: 0 };
    this.draws = 0;
    new ResizeObserver(() => this.resize()).observe(host);
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    this.canvas.width = Math.max(1, Math.round(this.host.clientWidth * dpr));
    this.canvas.height = Math.max(1, Math.round(this.host.clientHeight * dpr));
    this.fit();
    this.dirty = true;
  }

  setWorld(world) {
    this.world = world;
    this.fit();
    this.dirty = true;
  }

  fit() {
    if (!this.world) return;
    const { width, height } = this.world;
    const pad = 6 * (window.devicePixelRatio || 1);
    let s = Math.min((this.canvas.width - pad) / width, (this.canvas.height - pad) / height);
    if (s >= 4) s = Math.floor(s);
    s = Math.max(s, 0.5);
    this.layout = {
      s,
      ox: Math.round((this.canvas.width - s * width) / 2),
      oy: Math.round((this.canvas.height - s * height) / 2),
    };
    this.base = this.drawBase();
  }

  /// The canvas pixel at the centre of cell (x, y) (tests sample it).
  cellCenter(x, y) {
    const { s, ox, oy } = this.layout;
    return [ox + (x + 0.5) * s, oy + (y + 0.5) * s];
  }

  drawBase() {
    const { width, height, cells } = this.world;
    const { s } = this.layout;
    const c = document.createElement('canvas');
    c.width = Math.ceil(width * s);
    c.height = Math.ceil(height * s);
    const ctx = c.getContext('2d');
    const blocked = (x, y) => x >= 0 && y >= 0 && x < width && y < height && cells[y * width + x] === 0;
    const doors = new Set(this.world.doors.map((d) => d.y * width + d.x));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const w = cells[y * width + x];
        if (w === 0 && !doors.has(y * width + x)) continue;
        ctx.fillStyle = shape.floorColor(w === 0 ? 1 : w);
        ctx.fillRect(x * s, y * s, s, s);
        shape.terrainDots(ctx, x * s, y * s, s, w);
      }
    }
    if (s >= 6) {  // faint tile lines on the ground
      ctx.strokeStyle = 'rgba(60, 50, 30, 0.06)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let x = 1; x < width; x++) { ctx.moveTo(x * s + 0.5, 0); ctx.lineTo(x * s + 0.5, height * s); }
      for (let y = 1; y < height; y++) { ctx.moveTo(0, y * s + 0.5); ctx.lineTo(width * s, y * s + 0.5); }
      ctx.stroke();
    }
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (!blocked(x, y) || doors.has(y * width + x)) continue;
        shape.wall(ctx, x * s, y * s, s, y > 0 && !blocked(x, y - 1), x > 0 && !blocked(x - 1, y));
      }
    }
    return c;
  }

  /// Draws the scene: {goals, from, to, t, overlays, belief, sense}.
  draw(scene) {
    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#e9e6df';
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.world || !this.base || !scene.to) return;
    const { s, ox, oy } = this.layout;
    const { width } = this.world;
    ctx.drawImage(this.base, ox, oy);
    ctx.setTransform(1, 0, 0, 1, ox, oy);
    const me = scene.to.agents[this.index];
    const cell = (i, fill) => { ctx.fillStyle = fill; ctx.fillRect((i % width) * s, Math.floor(i / width) * s, s, s); };
    const centre = (i) => [((i % width) + 0.5) * s, (Math.floor(i / width) + 0.5) * s];

    if (scene.belief) this.drawBelief(scene.belief, s, me, scene.sense);
    const search = me && me.search;
    if (scene.overlays.s && search) {
      for (const i of search.closed) cell(i, CLOSED_FILL);
      for (const i of search.recent || []) cell(i, RECENT_FILL);
      for (const i of search.open) cell(i, OPEN_FILL);
    }
    if (scene.overlays.w) {
      const t = scene.to.threat;
      const cells = this.world.cells;  // walls are seen, not threatened: they stay dark
      for (let k = 0; k + 1 < t.length; k += 2) {
        if (cells[t[k]] !== 0) cell(t[k], `rgba(224, 49, 49, ${(0.1 + 0.5 * t[k + 1]).toFixed(3)})`);
      }
    }
    this.drawItems(scene, me, s);
    if (scene.overlays.t && search) {
      ctx.save();
      ctx.strokeStyle = TREE_STROKE;
      ctx.lineWidth = Math.max(1, s * 0.07);
      ctx.lineCap = 'round';
      ctx.beginPath();
      const tree = search.tree;
      for (let k = 0; k + 1 < tree.length; k += 2) {
        const [x0, y0] = centre(tree[k]), [x1, y1] = centre(tree[k + 1]);
        ctx.moveTo(x0, y0);
        ctx.lineTo(x0 + (x1 - x0) * 0.82, y0 + (y1 - y0) * 0.82);
      }
      ctx.stroke();
      ctx.restore();
    }
    const myPlace = me ? between(placeOf(scene.from && scene.from.agents[this.index]), placeOf(me), scene.t) : null;
    if (scene.overlays.g && me && !me.done && me.path.length > 1) this.drawPath(me, myPlace, s);
    if (scene.overlays.w) this.drawTrails(scene.to.monsters, s);
    if (me && !me.done && scene.goals[me.goal]) {
      const g = scene.goals[me.goal];
      shape.goalRing(ctx, (g.x + 0.5) * s, (g.y + 0.5) * s, s, this.index);
    }
    scene.to.monsters.forEach((m, k) => {
      const p = between(placeOf(scene.from && scene.from.monsters[k]), placeOf(m), scene.t);
      shape.monster(ctx, (p[0] + 0.5) * s, (p[1] + 0.5) * s, s, m.symbol, m.facing, m.mode);
    });
    const order = scene.to.agents.map((_, k) => k).filter((k) => k !== this.index);
    if (me) order.push(this.index);
    for (const k of order) {
      const a = scene.to.agents[k];
      const p = k === this.index ? myPlace : between(placeOf(scene.from && scene.from.agents[k]), placeOf(a), scene.t);
      const own = k === this.index;
      shape.player(ctx, (p[0] + 0.5) * s, (p[1] + 0.5) * s, s, k, { own, seen: a.seen, alpha: own ? 1 : 0.42 });
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.draws++;
  }

  // Keys, doors and pits. A player holds its own copy of a key once past that goal, so on its
  // screen the key fades and the door opens.
  drawItems(scene, me, s) {
    const ctx = this.ctx;
    const passed = (symbol, x, y) => {
      if (!me) return false;
      const k = scene.goals.findIndex((g) => g.symbol === symbol && g.x === x && g.y === y);
      return k >= 0 && me.goal > k;
    };
    for (const d of this.world.doors) {
      const key = scene.goals.findIndex((g) => g.symbol === d.symbol.toLowerCase());
      shape.door(ctx, d.x * s, d.y * s, s, d.symbol, !!me && key >= 0 && me.goal > key);
    }
    for (const k of this.world.keys) shape.key(ctx, k.x * s, k.y * s, s, k.symbol, passed(k.symbol, k.x, k.y));
    for (const [x, y] of scene.to.traps) shape.pit(ctx, x * s, y * s, s);
  }

  drawPath(me, place, s) {
    const ctx = this.ctx;
    ctx.save();
    ctx.strokeStyle = shape.PATH_COLORS[me.path_state] || shape.PATH_COLORS.clear;
    ctx.lineWidth = Math.max(2, s * 0.2);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.globalAlpha = 0.9;
    ctx.beginPath();
    ctx.moveTo((place[0] + 0.5) * s, (place[1] + 0.5) * s);
    // Skip the path's cells the player has already left behind on its way to the next one.
    let from = 1;
    while (from < me.path.length - 1 && me.path[from][0] === me.x && me.path[from][1] === me.y) from++;
    for (let k = from; k < me.path.length; k++) ctx.lineTo((me.path[k][0] + 0.5) * s, (me.path[k][1] + 0.5) * s);
    ctx.stroke();
    const [gx, gy] = me.path[me.path.length - 1];
    ctx.fillStyle = ctx.strokeStyle;
    ctx.beginPath();
    ctx.arc((gx + 0.5) * s, (gy + 0.5) * s, Math.max(2.5, s * 0.18), 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  // Each monster's remembered line to where it last saw a player, ending in a cross.
  drawTrails(monsters, s) {
    const ctx = this.ctx;
    for (const m of monsters) {
      if (!m.trail || m.trail.length < 2) continue;
      ctx.save();
      ctx.strokeStyle = shape.monsterColor(m.symbol);
      ctx.lineWidth = Math.max(1.5, s * 0.12);
      ctx.setLineDash([Math.max(3, s * 0.3), Math.max(2, s * 0.2)]);
      ctx.beginPath();
      m.trail.forEach(([x, y], k) => (k ? ctx.lineTo : ctx.moveTo).call(ctx, (x + 0.5) * s, (y + 0.5) * s));
      ctx.stroke();
      ctx.setLineDash([]);
      const [tx, ty] = m.trail[m.trail.length - 1];
      const r = s * 0.22;
      ctx.beginPath();
      ctx.moveTo((tx + 0.5) * s - r, (ty + 0.5) * s - r);
      ctx.lineTo((tx + 0.5) * s + r, (ty + 0.5) * s + r);
      ctx.moveTo((tx + 0.5) * s + r, (ty + 0.5) * s - r);
      ctx.lineTo((tx + 0.5) * s - r, (ty + 0.5) * s + r);
      ctx.stroke();
      ctx.restore();
    }
  }

  // What a sensing player does not know: walls it has not seen fade into the ground, cells it
  // believes blocked that are free are crossed out; its sensing square is outlined.
  drawBelief(bits, s, me, sense) {
    const ctx = this.ctx;
    const { width, height, cells } = this.world;
    const believed = (i) => (bits[i >> 3] >> (i & 7)) & 1;
    ctx.save();
    ctx.strokeStyle = 'rgba(122, 92, 62, 0.7)';
    ctx.lineWidth = Math.max(1, s * 0.06);
    for (let i = 0; i < width * height; i++) {
      const x = (i % width) * s, y = Math.floor(i / width) * s;
      if (cells[i] === 0 && !believed(i)) {
        ctx.fillStyle = FOG;
        ctx.fillRect(x, y, s, s);
      } else if (cells[i] !== 0 && believed(i)) {
        ctx.strokeRect(x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6);
      }
    }
    if (me && sense > 0) {
      ctx.strokeStyle = 'rgba(59, 91, 219, 0.45)';
      ctx.setLineDash([s * 0.25, s * 0.2]);
      ctx.strokeRect((me.x - sense) * s, (me.y - sense) * s, (2 * sense + 1) * s, (2 * sense + 1) * s);
    }
    ctx.restore();
  }
}
