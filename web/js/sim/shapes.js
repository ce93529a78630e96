// The tile world's moving and collectable pieces as vector shapes on a 2D context, each drawn
// in a cell of side `s` whose top-left corner is (x, y) in canvas pixels: keys, doors, pits,
// monsters with their facing, the AI players and the human explorer. tiles.js draws the ground.

// Up to eight AI players, one colour each; the human is the gold explorer.
const PLAYER_COLORS = ['#3b5bdb', '#0c8599', '#d9480f', '#7048e8', '#5c940d', '#c2255c', '#8b5a2b', '#495057'];
export const HUMAN_COLOR = '#f59f00';
export const playerColor = (k) => PLAYER_COLORS[k % PLAYER_COLORS.length];
export const PATH_COLORS = { clear: '#2f9e44', obstructed: '#e8b100', stuck: '#e03131' };
const KEY_COLORS = { x: '#f0b400', y: '#12b886', z: '#ae3ec9' };
const MONSTER_COLORS = ['#c2255c', '#862e9c', '#e8590c', '#5f3dc4', '#2b8a3e', '#1864ab', '#c92a2a', '#5c940d', '#a61e4d', '#364fc7'];

export const monsterColor = (symbol) => MONSTER_COLORS[(symbol.charCodeAt(0) - 97 + 10) % 10];
export const keyColor = (symbol) => KEY_COLORS[symbol.toLowerCase()] || '#f0b400';

/// A key: a ring and a bit. `taken` draws its outline only (this player holds its copy).
export function key(ctx, x, y, s, symbol, taken = false) {
  const c = keyColor(symbol);
  ctx.save();
  ctx.translate(x + s / 2, y + s / 2);
  ctx.rotate(-Math.PI / 4);
  ctx.globalAlpha = taken ? 0.35 : 1;
  ctx.lineWidth = Math.max(1.2, s * 0.1);
  ctx.strokeStyle = taken ? c : '#5c4400';
  ctx.fillStyle = c;
  const r = s * 0.17;
  ctx.beginPath();
  ctx.arc(-s * 0.16, 0, r, 0, Math.PI * 2);
  if (!taken) ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-s * 0.16 + r, 0);
  ctx.lineTo(s * 0.32, 0);
  ctx.moveTo(s * 0.2, 0);
  ctx.lineTo(s * 0.2, s * 0.13);
  ctx.moveTo(s * 0.3, 0);
  ctx.lineTo(s * 0.3, s * 0.11);
  ctx.strokeStyle = taken ? c : '#5c4400';
  ctx.stroke();
  ctx.lineWidth = Math.max(0.8, s * 0.06);
  ctx.strokeStyle = c;
  ctx.stroke();
  ctx.restore();
}

/// A door in its key's colour with a keyhole; `open` draws an open frame.
export function door(ctx, x, y, s, symbol, open = false) {
  const c = keyColor(symbol);
  const m = s * 0.08;
  ctx.save();
  if (open) {
    ctx.strokeStyle = c;
    ctx.lineWidth = Math.max(1, s * 0.08);
    ctx.setLineDash([s * 0.18, s * 0.12]);
    ctx.strokeRect(x + m, y + m, s - 2 * m, s - 2 * m);
    ctx.restore();
    return;
  }
  ctx.fillStyle = '#6b4b2a';
  ctx.fillRect(x, y, s, s);
  ctx.fillStyle = c;
  ctx.fillRect(x + m, y + m, s - 2 * m, s - 2 * m);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.12)';
  ctx.fillRect(x + s / 2 - Math.max(0.5, s * 0.02), y + m, Math.max(1, s * 0.04), s - 2 * m);
  ctx.fillStyle = '#2b2118';
  ctx.beginPath();
  ctx.arc(x + s / 2, y + s * 0.44, s * 0.1, 0, Math.PI * 2);
  ctx.moveTo(x + s * 0.44, y + s * 0.48);
  ctx.lineTo(x + s * 0.56, y + s * 0.48);
  ctx.lineTo(x + s * 0.6, y + s * 0.72);
  ctx.lineTo(x + s * 0.4, y + s * 0.72);
  ctx.fill();
  ctx.restore();
}

/// A pit trap: a dark hole with an earthen rim.
export function pit(ctx, x, y, s) {
  const cx = x + s / 2, cy = y + s / 2, r = s * 0.42;
  const g = ctx.createRadialGradient(cx, cy + r * 0.15, r * 0.1, cx, cy, r);
  g.addColorStop(0, '#0d0b09');
  g.addColorStop(0.7, '#2e241b');
  g.addColorStop(1, '#7a5c3e');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.ellipse(cx, cy, r, r * 0.86, 0, 0, Math.PI * 2);
  ctx.fill();
  if (s >= 8) {
    ctx.strokeStyle = 'rgba(60, 40, 20, 0.55)';
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.stroke();
  }
}

/// A monster centred at (cx, cy) facing the step `facing` [dx, dy]: a body, a wedge for its
/// 90-degree view ahead, and eyes looking that way; chasing ones wear a red ring.
export function monster(ctx, cx, cy, s, symbol, facing, mode) {
  const c = monsterColor(symbol);
  const angle = Math.atan2(facing[1], facing[0]);
  const r = s * 0.36;
  ctx.save();
  ctx.translate(cx, cy);
  // The view wedge, just ahead of the body.
  ctx.fillStyle = c;
  ctx.globalAlpha = 0.28;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.arc(0, 0, s * 0.78, angle - Math.PI / 4, angle + Math.PI / 4);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
  // The body: a blob with a wavy hem, turned towards its facing.
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.arc(0, 0, r, -Math.PI / 2, Math.PI / 2, false);
  const back = -r * 0.95;
  ctx.lineTo(back * 0.2, r);
  ctx.quadraticCurveTo(back * 0.5, r * 0.55, back, r * 0.62);
  ctx.quadraticCurveTo(back * 0.7, 0, back, -r * 0.62);
  ctx.quadraticCurveTo(back * 0.5, -r * 0.55, back * 0.2, -r);
  ctx.closePath();
  ctx.fillStyle = c;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.06);
  ctx.strokeStyle = mode === 'chase' ? '#ff2d2d' : mode === 'recall' ? '#ffa94d' : 'rgba(0, 0, 0, 0.35)';
  if (mode === 'chase') ctx.lineWidth = Math.max(1.5, s * 0.1);
  ctx.stroke();
  // Eyes, looking ahead.
  for (const side of [-1, 1]) {
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(r * 0.38, side * r * 0.36, r * 0.26, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(r * 0.48, side * r * 0.36, r * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/// A player centred at (cx, cy): a disc in its colour with its number. `own` adds a halo,
/// `seen` a red ring (a monster sees it), `alpha` fades the other screens' players.
export function player(ctx, cx, cy, s, index, { own = false, seen = false, alpha = 1 } = {}) {
  const c = playerColor(index);
  const r = s * 0.34;
  ctx.save();
  ctx.globalAlpha = alpha;
  if (own) {
    ctx.fillStyle = c;
    ctx.globalAlpha = 0.22;
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.62, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = alpha;
  }
  ctx.fillStyle = c;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, s * 0.09);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  if (seen) seenRing(ctx, cx, cy, r + Math.max(2, s * 0.1), s);
  if (s >= 13) {
    ctx.fillStyle = '#fff';
    ctx.font = `700 ${Math.round(s * 0.42)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(index + 1), cx, cy + s * 0.02);
  }
  ctx.restore();
}

/// The goal a player walks to: a dashed ring in its colour.
export function goalRing(ctx, cx, cy, s, colour) {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, s * 0.09);
  ctx.setLineDash([Math.max(2, s * 0.16), Math.max(2, s * 0.12)]);
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.56, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/// The human player centred at (cx, cy): an explorer seen from above, a gold diamond body under
/// a brown hat with a brim, so it never reads as one of the AI players' discs. `own`, `seen`
/// and `alpha` as for player().
export function explorer(ctx, cx, cy, s, { own = false, seen = false, alpha = 1 } = {}) {
  const r = s * 0.42;
  ctx.save();
  ctx.globalAlpha = alpha;
  if (own) {  // a halo and a gold ring: the one figure a player looks for on its screen
    ctx.fillStyle = HUMAN_COLOR;
    ctx.globalAlpha = 0.25 * alpha;
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.72, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = HUMAN_COLOR;
    ctx.lineWidth = Math.max(1.5, s * 0.1);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.lineTo(cx + r, cy);
  ctx.lineTo(cx, cy + r);
  ctx.lineTo(cx - r, cy);
  ctx.closePath();
  ctx.fillStyle = HUMAN_COLOR;
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, s * 0.08);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#7a4b1e';  // the hat: a brim and a crown
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.56, r * 0.4, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#5a3411';
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.26, 0, Math.PI * 2);
  ctx.fill();
  if (seen) seenRing(ctx, cx, cy, r + Math.max(2, s * 0.08), s);
  ctx.restore();
}

/// The red ring around a player a monster sees now.
function seenRing(ctx, cx, cy, radius, s) {
  ctx.strokeStyle = '#e03131';
  ctx.lineWidth = Math.max(1.2, s * 0.07);
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
}
