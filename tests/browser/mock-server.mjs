// A stand-in for `gridnav serve` while developing the page (not shipped, not used by the tests):
// serves web/ and the API of docs/viewer-api.md with a plain octile A* (no corner cutting) in JS.
// Usage: node tests/browser/mock-server.mjs [port]
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { extname, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'web');
const mapsDir = join(root, 'data', 'movingai');
const types = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript' };
const searches = new Map();
let nextId = 1;

function readMap(text) {
  const lines = text.split(/\r?\n/);
  const height = Number(lines[1].split(' ')[1]), width = Number(lines[2].split(' ')[1]);
  const weights = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) weights[y * width + x] = '.GS'.includes(lines[4 + y][x]) ? 1 : 0;
  return { width, height, weights };
}

function astar(map, [sx, sy], [gx, gy]) {
  const { width: W, height: H, weights } = map;
  const n = W * H, g = new Float64Array(n).fill(Infinity), parent = new Int32Array(n).fill(-1);
  const closed = new Uint8Array(n), events = [];
  const h = (i) => { const dx = Math.abs(i % W - gx), dy = Math.abs(Math.floor(i / W) - gy); return Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy); };
  const heap = [];
  const push = (f, gg, i) => { heap.push([f, gg, i]); let k = heap.length - 1; while (k > 0) { const p = (k - 1) >> 1; if (less(heap[k], heap[p])) { [heap[k], heap[p]] = [heap[p], heap[k]]; k = p; } else break; } };
  const less = (a, b) => a[0] < b[0] - 1e-9 || (Math.abs(a[0] - b[0]) <= 1e-9 && a[1] > b[1]);
  const pop = () => { const top = heap[0], last = heap.pop(); if (heap.length) { heap[0] = last; let k = 0; for (;;) { const l = 2 * k + 1, r = l + 1; let m = k; if (l < heap.length && less(heap[l], heap[m])) m = l; if (r < heap.length && less(heap[r], heap[m])) m = r; if (m === k) break; [heap[k], heap[m]] = [heap[m], heap[k]]; k = m; } } return top; };
  const s = sy * W + sx, goal = gy * W + gx;
  g[s] = 0; events.push([0, s, -1, 0]); push(h(s), 0, s);
  let expanded = 0, generated = 0;
  const t0 = process.hrtime.bigint();
  while (heap.length) {
    const [, gg, i] = pop();
    if (closed[i] || gg > g[i]) continue;
    closed[i] = 1; expanded++; events.push([2, i, parent[i], g[i]]);
    if (i === goal) break;
    const x = i % W, y = Math.floor(i / W);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const j = ny * W + nx;
      if (!weights[j] || closed[j]) continue;
      if (dx && dy && (!weights[y * W + nx] || !weights[ny * W + x])) continue;
      const c = g[i] + (dx && dy ? Math.SQRT2 : 1) * weights[j];
      if (c < g[j]) { g[j] = c; parent[j] = i; generated++; events.push([1, j, i, c]); push(c + h(j), c, j); }
    }
  }
  const time_us = Number(process.hrtime.bigint() - t0) / 1000;
  const found = closed[goal] === 1;
  const path = [];
  if (found) { events.push([4, goal, parent[goal], g[goal]]); for (let i = goal; i >= 0; i = parent[i]) path.unshift([i % W, Math.floor(i / W)]); }
  const buf = Buffer.alloc(events.length * 16);
  events.forEach(([k, c, p, gg], e) => { buf.writeUInt8(k, e * 16); buf.writeUInt32LE(c, e * 16 + 4); buf.writeUInt32LE(p < 0 ? 0xffffffff : p, e * 16 + 8); buf.writeFloatLE(gg, e * 16 + 12); });
  return { status: found ? 'found' : 'no_path', cost: found ? g[goal] : null, path, stats: { expanded, generated, reopened: 0, improved: 0, max_open: 0, time_us }, buf };
}

const schema = (props) => ({ type: 'object', additionalProperties: false, properties: props });
const planners = {
  planners: [
    { name: 'astar', summary: 'A* (mock: one configuration whatever the parameters)', params: [
      { name: 'heuristic', summary: 'distance estimate', schema: { type: 'string', enum: ['octile', 'manhattan', 'zero', 'altbest'], default: 'octile' } },
      { name: 'open', summary: 'open list', schema: { type: 'string', enum: ['calendar', 'binary', 'buckets'], default: 'calendar' } },
      { name: 'weight', summary: 'f = g + w h', schema: { type: 'number', minimum: 1, default: 1 } },
      { name: 'landmarks', summary: 'landmarks', schema: { type: 'integer', minimum: 1, maximum: 256, default: 10 } }] },
    { name: 'dijkstra', summary: 'Dijkstra (mock)', params: [] }],
  navigators: [{ name: 'dstar-lite', summary: 'D* Lite (mock)', params: [] }],
};

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'Content-Type': type });
  res.end(type === 'application/json' ? JSON.stringify(body) : body);
}

const body = (req) => new Promise((ok) => { const parts = []; req.on('data', (c) => parts.push(c)); req.on('end', () => ok(Buffer.concat(parts))); });

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const p = url.pathname;
  try {
    if (p === '/api/maps') {
      const maps = readdirSync(mapsDir).filter((f) => f.endsWith('.map')).map((name) => { const m = readMap(readFileSync(join(mapsDir, name), 'utf8')); return { name, width: m.width, height: m.height }; });
      return send(res, 200, { maps });
    }
    if (p.startsWith('/api/maps/') && req.method === 'GET') {
      const name = decodeURIComponent(p.slice(10));
      const m = readMap(readFileSync(join(mapsDir, name), 'utf8'));
      return send(res, 200, { name, width: m.width, height: m.height, weights: Buffer.from(m.weights).toString('base64') });
    }
    if (p === '/api/maps/parse') {
      const m = readMap((await body(req)).toString('utf8'));
      return send(res, 200, { name: url.searchParams.get('name'), width: m.width, height: m.height, weights: Buffer.from(m.weights).toString('base64') });
    }
    if (p === '/api/planners') {
      // With GRIDNAV_BIN set, the real registry (the CLI's shape) instead of the small list above.
      if (process.env.GRIDNAV_BIN) return send(res, 200, JSON.parse(execFileSync(process.env.GRIDNAV_BIN, ['algos', '--json'], { encoding: 'utf8' })));
      return send(res, 200, planners);
    }
    if (p === '/api/search' && req.method === 'POST') {
      const q = JSON.parse((await body(req)).toString('utf8'));
      let map;
      if (typeof q.map === 'string') map = readMap(readFileSync(join(mapsDir, q.map), 'utf8'));
      else map = { width: q.map.width, height: q.map.height, weights: new Uint8Array(Buffer.from(q.map.weights, 'base64')) };
      const r = astar(map, q.start, q.goal);
      const id = `s${nextId++}`;
      searches.set(id, r.buf);
      return send(res, 200, { id, status: r.status, cost: r.cost, path: r.path, stats: r.stats, events: r.buf.length / 16, truncated: false, spec: q.planner, optimal: true });
    }
    const ev = p.match(/^\/api\/search\/([^/]+)\/events$/);
    if (ev) {
      const buf = searches.get(ev[1]);
      if (!buf) return send(res, 404, { error: 'no such search' });
      const from = Number(url.searchParams.get('from')), count = Number(url.searchParams.get('count'));
      return send(res, 200, buf.subarray(from * 16, Math.min(buf.length, (from + count) * 16)), 'application/octet-stream');
    }
    if (p.startsWith('/api/')) return send(res, 404, { error: 'not in the mock' });
    const file = join(web, p === '/' ? 'index.html' : p);
    if (!file.startsWith(web) || !existsSync(file)) return send(res, 404, 'not found', 'text/plain');
    return send(res, 200, readFileSync(file), types[extname(file)] || 'application/octet-stream');
  } catch (e) {
    return send(res, 500, { error: String(e && e.message) });
  }
}).listen(Number(process.argv[2] || 8090), '127.0.0.1');
