// The palette, as 32-bit pixels for an ImageData (little-endian: 0xAABBGGRR) and as CSS strings.
import { CellState } from './animator.js';

function pixel(hex) {
  const v = parseInt(hex.slice(1), 16);
  const r = (v >> 16) & 255, g = (v >> 8) & 255, b = v & 255;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16), pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const lerp = (s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return '#' + [16, 8, 0].map((s) => lerp(s).toString(16).padStart(2, '0')).join('');
}

// A ramp of `steps` pixels through the given stops.
function ramp(stops, steps) {
  const out = new Uint32Array(steps);
  for (let i = 0; i < steps; i++) {
    const t = (i / (steps - 1)) * (stops.length - 1);
    const k = Math.min(Math.floor(t), stops.length - 2);
    out[i] = pixel(mix(stops[k], stops[k + 1], t - k));
  }
  return out;
}

export const css = {
  blocked: '#2b3038',
  free: '#ffffff',
  open: '#f5c15c',
  path: '#e8590c',
  start: '#2b8a3e',
  goal: '#c92a2a',
  tree: 'rgba(40, 48, 60, 0.5)',
  grid: 'rgba(40, 48, 60, 0.08)',
  outside: '#e3e6ea',
};

const BLOCKED = pixel(css.blocked);
const OPEN = pixel(css.open);
// Terrain: weight 1 white, heavier cells darker sand; 9 and up share the darkest shade.
const TERRAIN_STOPS = ['#ffffff', '#efe4cf', '#c9ab7c'];
const TERRAIN = ramp(TERRAIN_STOPS, 9);
// Closed cells by expansion order: early light blue, late deep indigo.
const ORDER = ramp(['#cfe6fb', '#74b3ea', '#3a64c8', '#2c3d8f'], 256);
// g heat map: a viridis-like ramp, low g yellow, high g violet.
const HEAT = ramp(['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'], 256);
const CLOSED_PLAIN = pixel('#b7d3ef');

// Map layers under the search: inflation costs 1..252 from pale yellow to orange, 253 (the
// robot's centre may not be there) violet; clearance 1 (one-cell gaps) dark teal to 16 and
// more pale.
const INFLATION_STOPS = ['#fff3bf', '#ffa94d', '#d9480f'];
const INFLATION = ramp(INFLATION_STOPS, 252);
const INSCRIBED = pixel('#9c36b5');
const CLEARANCE_STOPS = ['#0b7285', '#66d9e8', '#e3fafc'];
const CLEARANCE = ramp(CLEARANCE_STOPS, 16);

export const legend = {
  inflationStops: INFLATION_STOPS,
  inscribed: '#9c36b5',
  clearanceStops: CLEARANCE_STOPS,
  terrainStops: TERRAIN_STOPS,
  orderStops: ['#cfe6fb', '#74b3ea', '#3a64c8', '#2c3d8f'],
  heatStops: ['#fde725', '#5ec962', '#21918c', '#3b528b', '#440154'],
};

export function terrainPixel(weight) {
  if (weight === 0) return BLOCKED;
  return TERRAIN[Math.min(weight, 9) - 1];
}

// Heavier terrain stays visible under the search's colours: each weight above 1 darkens them.
const SHADE = Array.from({ length: 10 }, (_, w) => 1 - 0.055 * Math.max(0, w - 1));
function shade(p, weight) {
  if (weight <= 1) return p;
  const k = SHADE[Math.min(weight, 9)];
  const r = (p & 255) * k, g = ((p >> 8) & 255) * k, b = ((p >> 16) & 255) * k;
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/// The pixel of a free cell where the map layer ({kind, values}) shows, or undefined.
function layerPixel(weight, i, layer) {
  if (!layer || weight === 0) return undefined;
  const v = layer.values[i];
  if (layer.kind === 'inflation') return v >= 253 ? INSCRIBED : v > 0 ? INFLATION[v - 1] : undefined;
  return v > 0 ? CLEARANCE[Math.min(v, 16) - 1] : undefined;
}

/// The pixel of one cell without a search: the map layer, if any, or the terrain.
export function groundPixel(weight, i, layer) {
  const p = layerPixel(weight, i, layer);
  return p === undefined ? terrainPixel(weight) : p;
}

/// The pixel of one cell: the ground under the search's state, as the overlays ask.
/// `scale` holds the numbers that normalise order and g: {expansions, gMax}.
export function cellPixel(weight, run, i, overlays, scale, layer) {
  const p = searchPixel(weight, run, i, overlays, scale);
  return p === undefined ? groundPixel(weight, i, layer) : shade(p, weight);
}

// The search's colour of a cell, or undefined where the terrain shows.
function searchPixel(weight, run, i, overlays, scale) {
  if (!run || weight === 0) return undefined;
  const state = run.state[i];
  if (state === CellState.none) return undefined;
  if (overlays.heat) {
    const g = run.g[i];
    if (!Number.isFinite(g)) return overlays.order ? OPEN : undefined;
    return HEAT[Math.min(255, Math.floor((g / scale.gMax) * 255))];
  }
  if (!overlays.order) return undefined;
  if (state === CellState.open) return OPEN;
  const order = run.order[i];
  if (order < 0) return CLOSED_PLAIN;
  return ORDER[Math.min(255, Math.floor((order / scale.expansions) * 255))];
}
