// One player's screen: the shared world (walls, terrain, keys, doors, pits, monsters, every
// player) and this player's own view of it (its path, its last search, its belief when it
// senses; the human's screen has no search to show). The still ground is drawn once per size
// and look into an offscreen canvas (tiles.js); each animation frame copies it and draws the
// moving parts, positions interpolated between two frames.
import * as shape from './shapes.js';
import { drawGround } from './tiles.js';

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
  /// The screen of AI player `agent` (from 0), or of the human player with `human: true`.
  constructor(host, { agent = -1, human = false }) {
    this.host = host;
    this.agent = agent;
    this.human = human;
    this.look = { background: true, grid: false };
    this.canvas = document.createElement('canvas');
    host.append(this.canvas);
    this.ctx = this.canvas.getContext('2d');
    this.world = null;
    this.base = null;
    this.layout = { s: 1, ox: 0, oy: 0 };
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

  /// {background, grid}: the ground's look.
  setLook(look) {
    this.look = { ...look };
    if (this.world) this.base = drawGround(this.world, this.layout.s, this.look);
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
    this.base = drawGround(this.world, s, this.look);
  }

  /// The canvas pixel at the centre of cell (x, y) (tests sample it).
  cellCenter(x, y) {
    const { s, ox, oy } = this.layout;
    return [ox + (x + 0.5) * s, oy + (y + 0.5) * s];
  }

  /// This screen's player in a frame: its agent, or the human.
  owner(frame) {
    if (!frame) return null;
    return this.human ? frame.human : frame.agents[this.agent];
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
    const me = this.owner(scene.to);
    const cell = (i, fill) => { ctx.fillStyle = fill; ctx.fillRect((i % width) * s, Math.floor(i / width) * s, s, s); };

    if (scene.belief) this.drawBelief(scene.belief, s, me, scene.sense);
    const search = !this.human && me && me.search;
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
    if (scene.overlays.t && search) this.drawTree(search.tree, s);
    const placeIn = (pick) => between(placeOf(pick(scene.from)), placeOf(pick(scene.to)), scene.t);
    const myPlace = me ? placeIn((f) => this.owner(f)) : null;
    if (scene.overlays.g && !this.human && me && !me.done && me.path.length > 1) this.drawPath(me, myPlace, s);
    if (scene.overlays.w) this.drawTrails(scene.to.monsters, s);
    if (me && !me.done && scene.goals[me.goal]) {
      const g = scene.goals[me.goal];
      const colour = this.human ? shape.HUMAN_COLOR : shape.playerColor(this.agent);
      shape.goalRing(ctx, (g.x + 0.5) * s, (g.y + 0.5) * s, s, colour);
    }
    scene.to.monsters.forEach((m, k) => {
      const p = placeIn((f) => f && f.monsters[k]);
      shape.monster(ctx, (p[0] + 0.5) * s, (p[1] + 0.5) * s, s, m.symbol, m.facing, m.mode);
    });
    // The other players faded, then this screen's own on top.
    const at = (p) => [(p[0] + 0.5) * s, (p[1] + 0.5) * s];
    scene.to.agents.forEach((a, k) => {
      if (this.human || k !== this.agent) shape.player(ctx, ...at(placeIn((f) => f && f.agents[k])), s, k, { seen: a.seen, alpha: 0.42 });
    });
    const human = scene.to.human;
    if (human && !this.human) shape.explorer(ctx, ...at(placeIn((f) => f && f.human)), s, { seen: human.seen, alpha: 0.5 });
    if (me && this.human) shape.explorer(ctx, ...at(myPlace), s, { own: true, seen: me.seen });
    else if (me) shape.player(ctx, ...at(myPlace), s, this.agent, { own: true, seen: me.seen });
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }

  // Each touched cell's link towards its parent.
  drawTree(tree, s) {
    const ctx = this.ctx;
    const { width } = this.world;
    const centre = (i) => [((i % width) + 0.5) * s, (Math.floor(i / width) + 0.5) * s];
    ctx.save();
    ctx.strokeStyle = TREE_STROKE;
    ctx.lineWidth = Math.max(1, s * 0.07);
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (let k = 0; k + 1 < tree.length; k += 2) {
      const [x0, y0] = centre(tree[k]), [x1, y1] = centre(tree[k + 1]);
      ctx.moveTo(x0, y0);
      ctx.lineTo(x0 + (x1 - x0) * 0.82, y0 + (y1 - y0) * 0.82);
    }
    ctx.stroke();
    ctx.restore();
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
