// Latency of the API on a large map: makes a random 1024 x 1024 map with `gridnav gen`,
// serves it, and times POST /api/search for a corner-to-corner query and the download of
// all its events in batches. Prints the figures; fails only when a request fails.
//
//   node large_map.mjs --gridnav build/apps/gridnav/gridnav [--side 1024] [--runs 5]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, percentile, rssMb, startServer, stopServer } from './serve_common.mjs';

const opt = parseArgs(process.argv.slice(2), { gridnav: '', side: 1024, runs: 5, percent: 20 });
const dir = mkdtempSync(join(tmpdir(), 'gridnav-large-'));
const name = `random${opt.side}.map`;
execFileSync(opt.gridnav, ['gen', 'random', '-o', join(dir, name), '--width', String(opt.side), '--height',
                           String(opt.side), '--percent', String(opt.percent), '--seed', '7']);
const rows = readFileSync(join(dir, name), 'utf8').trim().split('\n').slice(4);
const free = (x, y) => rows[y][x] === '.';
const corner = (x0, y0, dx, dy) => {
  for (let d = 0; ; ++d) if (free(x0 + dx * d, y0 + dy * d)) return [x0 + dx * d, y0 + dy * d];
};
const start = corner(0, 0, 1, 1);
const goal = corner(opt.side - 1, opt.side - 1, -1, -1);

const { child, base } = await startServer(opt.gridnav, ['--maps', dir, '--keep-searches-mb', '1024',
                                                         '--max-expansions', '100000000', '--max-search-ms', '60000']);
try {
  for (const [planner, params] of [['astar', {}], ['astar', { open: 'buckets' }], ['dijkstra', {}]]) {
    const post = [];
    const fetchAll = {};
    let answer;
    for (let r = 0; r < opt.runs; ++r) {
      const t = performance.now();
      const res = await fetch(`${base}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' },
                                                      body: JSON.stringify({ map: name, start, goal, planner, params }) });
      answer = await res.json();
      post.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`search: ${res.status} ${answer.error}`);
    }
    for (const batch of [65536, 1 << 20]) {
      const t = performance.now();
      let bytes = 0;
      for (let from = 0; from < answer.events; from += batch) {
        const res = await fetch(`${base}/api/search/${answer.id}/events?from=${from}&count=${batch}`);
        if (res.status !== 200) throw new Error(`events: ${res.status}`);
        bytes += (await res.arrayBuffer()).byteLength;
      }
      if (bytes !== 16 * answer.events) throw new Error(`events: ${bytes} bytes for ${answer.events}`);
      fetchAll[batch] = performance.now() - t;
    }
    post.sort((a, b) => a - b);
    console.log(`${opt.side}x${opt.side} ${planner}${params.open ? ':open=' + params.open : ''} ${start}->${goal}: `
                + `cost ${answer.cost.toFixed(2)}, expanded ${answer.stats.expanded}, search ${(answer.stats.time_us / 1000).toFixed(1)} ms `
                + `inside; POST median ${percentile(post, 50).toFixed(1)} ms (min ${post[0].toFixed(1)}); `
                + `${answer.events} events (${(answer.events * 16 / 1048576).toFixed(1)} MB): all in 64 Ki batches `
                + `${fetchAll[65536].toFixed(0)} ms, in 1 Mi batches ${fetchAll[1 << 20].toFixed(0)} ms`);
  }
  console.log(`server RSS ${rssMb(child.pid).toFixed(0)} MB`);
} finally {
  await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
}
