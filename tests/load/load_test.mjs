// Load test of `gridnav serve`: N clients post searches for a fixed time and every answer's
// cost must equal the CLI's (`gridnav path --json`) for that query and configuration, with no
// error, while the server's memory stays under a bound and its kept searches within their budget.
//
//   node load_test.mjs --gridnav build/apps/gridnav/gridnav --data data [--clients 32]
//                      [--duration 20] [--rss-mb 512]
import { readFileSync } from 'node:fs';
import { cliPath, parseArgs, percentile, rssMb, startServer, stopServer } from './serve_common.mjs';

const opt = parseArgs(process.argv.slice(2), { gridnav: '', data: '', clients: 32, duration: 20, 'rss-mb': 512 });
if (!opt.gridnav || !opt.data) throw new Error('--gridnav and --data are required');

// The planner configurations, as the CLI's --algo and as the API's planner + params.
const configs = [
  { spec: 'astar', planner: 'astar', params: {} },
  { spec: 'astar:open=buckets', planner: 'astar', params: { open: 'buckets' } },
  { spec: 'dijkstra', planner: 'dijkstra', params: {} },
  { spec: 'astar:heuristic=alt', planner: 'astar', params: { heuristic: 'alt' } },
];

/** `count` queries spread over a Moving AI scenario file. */
function scenarioQueries(map, count) {
  const lines = readFileSync(`${opt.data}/movingai/${map}.scen`, 'utf8').trim().split('\n').slice(1);
  const out = [];
  for (let i = 0; i < count; ++i) {
    const f = lines[Math.floor(((i + 0.5) * lines.length) / count)].split('\t');
    out.push({ map, start: [Number(f[4]), Number(f[5])], goal: [Number(f[6]), Number(f[7])] });
  }
  return out;
}

const queries = [
  ...scenarioQueries('arena2.map', 50),
  ...scenarioQueries('den520d.map', 6),
  ...scenarioQueries('32room_000.map', 6),
  ...scenarioQueries('maze512-32-0.map', 4),
];

// Expected answers from the CLI, two processes at a time.
const cases = [];
for (const q of queries) for (const c of configs) cases.push({ q, c });
const t0 = Date.now();
for (let i = 0; i < cases.length; i += 2) {
  await Promise.all(cases.slice(i, i + 2).map(async (k) => {
    const r = await cliPath(opt.gridnav, `${opt.data}/movingai/${k.q.map}`, k.q.start, k.q.goal, k.c.spec);
    k.cost = r.cost;
    k.expanded = r.expanded;
  }));
}
console.log(`expected costs of ${cases.length} query x configuration pairs from the CLI in ${(Date.now() - t0) / 1000} s`);

const { child, base } = await startServer(opt.gridnav, [
  '--maps', `${opt.data}/movingai`, '--max-clients', String(opt.clients + 8), '--queue-ms', '60000',
  '--keep-searches-mb', '64',
]);
const rss = [];
const sampler = setInterval(() => rss.push({ t: Date.now(), mb: rssMb(child.pid) }), 200);

const latencies = [];
const failures = [];
let requests = 0;
let eventBatches = 0;
const start = Date.now();
const end = start + opt.duration * 1000;

async function client(id) {
  let n = 0;
  while (Date.now() < end) {
    const k = cases[(id * 7919 + n * 104729) % cases.length];
    ++n;
    const body = { map: k.q.map, start: k.q.start, goal: k.q.goal, planner: k.c.planner, params: k.c.params };
    const t = performance.now();
    try {
      const res = await fetch(`${base}/api/search`, { method: 'POST', body: JSON.stringify(body),
                                                      headers: { 'content-type': 'application/json' } });
      const a = await res.json();
      latencies.push(performance.now() - t);
      ++requests;
      if (res.status !== 200) throw new Error(`status ${res.status}: ${a.error}`);
      if (a.cost !== k.cost || a.stats.expanded !== k.expanded)
        throw new Error(`${k.c.spec} ${k.q.map} ${k.q.start}->${k.q.goal}: cost ${a.cost} expanded ${a.stats.expanded}, `
                        + `CLI ${k.cost} ${k.expanded}`);
      if (n % 8 === 0) {  // now and then, the first batch of its events
        const ev = await fetch(`${base}/api/search/${a.id}/events?count=4096`);
        const bytes = (await ev.arrayBuffer()).byteLength;
        // 404 is allowed: the search may be forgotten already to make room for others.
        if (ev.status === 200 && bytes !== 16 * Math.min(4096, a.events)) throw new Error(`events: ${bytes} bytes`);
        if (ev.status !== 200 && ev.status !== 404) throw new Error(`events: status ${ev.status}`);
        ++eventBatches;
      }
    } catch (e) {
      failures.push(String(e.message ?? e));
    }
  }
}

await Promise.all(Array.from({ length: opt.clients }, (_, i) => client(i)));
const seconds = (Date.now() - start) / 1000;
clearInterval(sampler);
const status = await (await fetch(`${base}/api/status`)).json();
await stopServer(child);

latencies.sort((a, b) => a - b);
const half = start + (opt.duration * 1000) / 2;
const firstMax = Math.max(...rss.filter((s) => s.t < half).map((s) => s.mb));
const secondMax = Math.max(...rss.filter((s) => s.t >= half).map((s) => s.mb));
console.log(`clients ${opt.clients}, ${seconds.toFixed(1)} s: ${requests} searches (${(requests / seconds).toFixed(0)}/s), `
            + `${eventBatches} event batches, ${failures.length} errors`);
console.log(`latency ms: p50 ${percentile(latencies, 50).toFixed(2)}, p95 ${percentile(latencies, 95).toFixed(2)}, `
            + `p99 ${percentile(latencies, 99).toFixed(2)}, max ${latencies.at(-1)?.toFixed(2)}`);
console.log(`server RSS MB: first half max ${firstMax.toFixed(1)}, second half max ${secondMax.toFixed(1)}, `
            + `bound ${opt['rss-mb']}`);
for (const f of failures.slice(0, 10)) console.log(`error: ${f}`);

let failed = false;
if (failures.length > 0) { console.log('FAIL: errors'); failed = true; }
if (requests < opt.clients) { console.log('FAIL: too few searches'); failed = true; }
if (!(secondMax < opt['rss-mb'])) { console.log('FAIL: memory over the bound'); failed = true; }
// What the server holds on purpose stays within its budget, and nothing is left running. RSS
// itself may still rise within the bound (the allocator keeps freed pages for reuse).
console.log(`kept searches ${status.searches_kept}, ${(status.kept_bytes / 2 ** 20).toFixed(1)} MB of 64; running ${status.searches_running}`);
if (!(status.kept_bytes <= 64 * 2 ** 20)) { console.log('FAIL: kept searches over their budget'); failed = true; }
if (status.searches_running !== 0) { console.log('FAIL: searches still running'); failed = true; }
process.exit(failed ? 1 : 0);
