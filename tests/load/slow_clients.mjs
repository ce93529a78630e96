// Slow clients must not starve `gridnav serve`: with N connections that trickle a request
// (one header line every few seconds, never the blank line that ends it) and N idle
// kept-alive connections, a plain GET /api/maps is answered within the bound, every time.
//
//   node slow_clients.mjs --gridnav build/apps/gridnav/gridnav --data data [--clients 100]
//                         [--probes 8] [--bound-ms 1000]
import http from 'node:http';
import net from 'node:net';
import { parseArgs, percentile, startServer, stopServer } from './serve_common.mjs';

const opt = parseArgs(process.argv.slice(2), { gridnav: '', data: '', clients: 100, probes: 8, 'bound-ms': 1000 });
if (!opt.gridnav || !opt.data) throw new Error('--gridnav and --data are required');
const clients = Number(opt.clients);
const bound = Number(opt['bound-ms']);

const { child, base } = await startServer(opt.gridnav, ['--maps', `${opt.data}/movingai`]);
const { hostname, port } = new URL(base);
const sockets = [];
const timers = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET on a connection of its own, closed after the answer (none left for the server to
 *  wait on at shutdown); resolves with the status once the whole body arrived. */
function plainGet(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: 30000 }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
  });
}

/** Opens a connection and resolves once it is connected. */
function connect() {
  return new Promise((resolve, reject) => {
    const s = net.connect({ host: hostname, port: Number(port) }, () => resolve(s));
    s.on('error', reject);
    sockets.push(s);
  });
}

let failed = false;
try {
  // Trickling: the request line, then a header line every 2 s, never ending the request.
  for (let i = 0; i < clients; ++i) {
    const s = await connect();
    s.write(`GET /api/maps HTTP/1.1\r\nHost: ${hostname}\r\n`);
    let n = 0;
    timers.push(setInterval(() => s.write(`X-Slow-${n++}: ${'.'.repeat(8)}\r\n`), 2000));
  }
  // Idle kept-alive connections: one whole request answered, then nothing.
  for (let i = 0; i < clients; ++i) {
    const s = await connect();
    s.on('data', () => {});
    s.write(`GET /api/status HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  }
  await sleep(1500);

  const times = [];
  for (let i = 0; i < Number(opt.probes); ++i) {
    const t = performance.now();
    const status = await plainGet(`${base}/api/maps`);
    times.push(performance.now() - t);
    if (status !== 200) throw new Error(`GET /api/maps: status ${status}`);
    await sleep(500);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${clients} trickling + ${clients} idle connections: GET /api/maps in ` +
              `median ${percentile(sorted, 50).toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms ` +
              `(${times.length} probes, bound ${bound} ms)`);
  if (sorted.at(-1) > bound) throw new Error(`a plain request took ${sorted.at(-1).toFixed(0)} ms`);
} catch (e) {
  console.error(`FAIL: ${e.message ?? e}`);
  failed = true;
} finally {
  for (const t of timers) clearInterval(t);
  for (const s of sockets) s.destroy();
  await stopServer(child);
}
process.exit(failed ? 1 : 0);
