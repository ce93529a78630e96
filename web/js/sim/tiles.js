// The still ground of a screen, drawn once per size into an offscreen canvas: the floor (a
// stone-flag background or a plain one, Moori's drawBackground), terrain 2-9, the walls with a
// look of their own per letter 'A'..'T', and the tile grid (his drawGrids).

const FLOOR = '#f6f3ec';
// Terrain 2..9: sand to dark loam.
const TERRAIN = ['#efe3c8', '#e6d3ab', '#dcc290', '#d0ae76', '#c39b62', '#b48852', '#a27645', '#8f663b'];

// Wall letter i ('A' + i) takes tint i % 5 and pattern floor(i / 5): twenty looks, every one a
// dark block with a lighter rim where it faces open ground. 'A' is the plain slate block.
const WALL_TINTS = [
  { body: '#353b48', rim: '#4b5264', line: '#262b35' },  // slate
  { body: '#3b4a36', rim: '#55684d', line: '#2a3627' },  // moss
  { body: '#5a342c', rim: '#7a4a3e', line: '#40241e' },  // brick red
  { body: '#574a2c', rim: '#76653e', line: '#3d331e' },  // ochre
  { body: '#4a3752', rim: '#654d70', line: '#34263a' },  // plum
];
const PATTERNS = ['plain', 'bricks', 'hatch', 'block'];

function floorColor(weight) {
  return weight <= 1 ? FLOOR : TERRAIN[Math.min(weight, 9) - 2];
}

/// The look of wall letter `letter` ('A'..'T'; anything else draws as 'A').
function wallStyle(letter) {
  const code = letter ? letter.charCodeAt(0) - 65 : 0;
  const i = code >= 0 && code < 20 ? code : 0;
  return { ...WALL_TINTS[i % 5], pattern: PATTERNS[Math.floor(i / 5)] };
}

// A small stable hash of a cell, for the floor's variation.
const hash = (x, y) => {
  let h = (x * 374761393 + y * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};

/// A free cell of the stone floor: flags of 2 x 2 tiles, each its own shade, joints between.
function floorTile(ctx, x, y, px, py, s) {
  const shade = hash(x >> 1, y >> 1);
  const l = 93 - shade * 5;
  ctx.fillStyle = `hsl(40, ${18 + shade * 10}%, ${l}%)`;
  ctx.fillRect(px, py, s, s);
  if (s < 6) return;
  ctx.fillStyle = 'rgba(120, 100, 70, 0.16)';
  const j = Math.max(1, Math.round(s * 0.06));
  if ((x & 1) === 0) ctx.fillRect(px, py, j, s);
  if ((y & 1) === 0) ctx.fillRect(px, py, s, j);
  if (hash(x, y) < 0.3 && s >= 10) {  // a fleck in the stone
    ctx.fillStyle = 'rgba(110, 90, 60, 0.18)';
    ctx.fillRect(px + s * (0.2 + hash(y, x) * 0.5), py + s * (0.25 + hash(x + 7, y) * 0.5), j, j);
  }
}

/// Heavier terrain carries dots, one more per weight step, so it reads without colour too.
function terrainDots(ctx, x, y, s, weight) {
  if (weight <= 1 || s < 9) return;
  ctx.fillStyle = 'rgba(90, 62, 30, 0.22)';
  const r = Math.max(0.7, s * 0.045);
  const n = Math.min(weight, 9) - 1;
  for (let i = 0; i < n; i++) {
    const u = ((i * 37) % 7) / 7 + 0.07, v = ((i * 53 + 3) % 8) / 8 + 0.06;
    ctx.beginPath();
    ctx.arc(x + s * (0.12 + u * 0.76), y + s * (0.12 + v * 0.76), r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/// A wall cell in its letter's look; the rim shows where it faces open ground above or left.
function wall(ctx, x, y, s, style, openAbove, openLeft) {
  ctx.fillStyle = style.body;
  ctx.fillRect(x, y, s, s);
  if (s < 5) return;
  ctx.strokeStyle = style.line;
  ctx.fillStyle = style.line;
  ctx.lineWidth = Math.max(1, s * 0.08);
  ctx.beginPath();
  if (style.pattern === 'bricks') {
    ctx.moveTo(x, y + s * 0.5);
    ctx.lineTo(x + s, y + s * 0.5);
    ctx.moveTo(x + s * 0.3, y);
    ctx.lineTo(x + s * 0.3, y + s * 0.5);
    ctx.moveTo(x + s * 0.75, y + s * 0.5);
    ctx.lineTo(x + s * 0.75, y + s);
  } else if (style.pattern === 'hatch') {
    for (const k of [0.25, 0.6, 0.95]) {
      ctx.moveTo(x + s * k, y);
      ctx.lineTo(x, y + s * k);
    }
    ctx.moveTo(x + s, y + s * 0.3);
    ctx.lineTo(x + s * 0.3, y + s);
  } else if (style.pattern === 'block') {
    const m = s * 0.24;
    ctx.rect(x + m, y + m, s - 2 * m, s - 2 * m);
  }
  ctx.stroke();
  ctx.fillStyle = style.rim;
  const rim = Math.max(1, s * 0.12);
  if (openAbove) ctx.fillRect(x, y, s, rim);
  if (openLeft) ctx.fillRect(x, y, rim, s);
}

/// The ground of `world` at `s` pixels a tile: {background, grid} pick the floor and the lines.
export function drawGround(world, s, { background = true, grid = false } = {}) {
  const { width, height, cells } = world;
  const c = document.createElement('canvas');
  c.width = Math.ceil(width * s);
  c.height = Math.ceil(height * s);
  const ctx = c.getContext('2d');
  const doors = new Set(world.doors.map((d) => d.y * width + d.x));
  const walled = (i) => cells[i] === 0 && !doors.has(i);
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && !walled(y * width + x);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (walled(i)) {
        wall(ctx, x * s, y * s, s, wallStyle(world.walls && world.walls[i]), open(x, y - 1), open(x - 1, y));
        continue;
      }
      const w = cells[i] === 0 ? 1 : cells[i];  // a closed door stands on plain floor
      if (w > 1 || !background) {
        ctx.fillStyle = floorColor(w);
        ctx.fillRect(x * s, y * s, s, s);
      } else {
        floorTile(ctx, x, y, x * s, y * s, s);
      }
      terrainDots(ctx, x * s, y * s, s, w);
    }
  }
  if (grid && s >= 3) {
    ctx.strokeStyle = 'rgba(40, 34, 24, 0.28)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = 0; x <= width; x++) { ctx.moveTo(Math.round(x * s) + 0.5, 0); ctx.lineTo(Math.round(x * s) + 0.5, height * s); }
    for (let y = 0; y <= height; y++) { ctx.moveTo(0, Math.round(y * s) + 0.5); ctx.lineTo(width * s, Math.round(y * s) + 0.5); }
    ctx.stroke();
  }
  return c;
}
