// What the browser tests need around the page: a free port, the real `gridnav serve`, the CLI's
// answers for the same queries, and Debian's Chromium driven by playwright-core.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.GRIDNAV_CHROMIUM || '/usr/bin/chromium';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

/// Starts `gridnav serve` and resolves once it answers; the returned object stops it.
export async function startServer(gridnav, mapsDir) {
  const port = await freePort();
  const child = spawn(gridnav, ['serve', '--host', '127.0.0.1', '--port', String(port), '--maps', mapsDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gridnav serve exited (${child.exitCode}):\n${output}`);
    try {
      const r = await fetch(`${base}/api/maps`);
      if (r.ok) break;
    } catch (_) { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill(); throw new Error(`gridnav serve did not answer on ${base}:\n${output}`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, port, output: () => output, stop: () => child.kill() };
}

/// `gridnav path ... --json` as an object; null when it finds no path (exit status 4).
export function cliPath(gridnav, mapFile, start, goal, algo = 'astar', extra = []) {
  try {
    const out = execFileSync(gridnav, ['path', mapFile, '--from', start.join(','), '--to', goal.join(','),
      '--algo', algo, '--json', '--no-path', ...extra], { encoding: 'utf8' });
    return JSON.parse(out);
  } catch (e) {
    if (e.status === 4) return null;
    throw e;
  }
}

/// Writes a map's weights (0 blocked, else free; arena2 has no terrain weights) as a Moving AI .map.
export function writeMovingAi(file, width, height, weights) {
  const rows = ['type octile', `height ${height}`, `width ${width}`, 'map'];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += weights[y * width + x] === 0 ? '@' : '.';
    rows.push(row);
  }
  writeFileSync(file, rows.join('\n') + '\n');
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/// With GRIDNAV_WEB_DIR set, the page's files come from that folder instead of the ones
/// compiled into the binary (the API still from the server): web/ edits show without a rebuild.
async function serveWebDir(context, base) {
  const dir = process.env.GRIDNAV_WEB_DIR;
  if (!dir) return;
  await context.route((url) => url.origin === base && !url.pathname.startsWith('/api/'), (route) => {
    let path = decodeURIComponent(new URL(route.request().url()).pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(dir, path));
    try {
      route.fulfill({ status: 200, contentType: MIME[extname(file)] || 'application/octet-stream', body: readFileSync(file) });
    } catch (_) {
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: `no file ${path}` }) });
    }
  });
}

/// A page that records console errors, page errors and requests that left the server's origin.
export async function openPage(browser, base, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await serveWebDir(context, base);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`outside request: ${url}`);
  });
  await page.goto(`${base}/`);
  return { page, problems };
}

let failures = 0;
export function check(ok, what, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures++;
}
export const failed = () => failures;

// ---- the viewer page (web/index.html), for its tests ----

/// Whether a shown cost is the CLI's (`cli` null: the page says there is no path).
export const sameCost = (shown, cli) => (cli === null ? shown === 'no path' : Math.abs(Number(shown) - cli.cost) < 1e-4);

/// Picks a tool and clicks a cell of panel A.
export async function clickCell(page, tool, cell) {
  await page.click(`.tool[data-tool="${tool}"]`);
  const [x, y] = await page.evaluate((c) => window.gridnav.panelA.view.clientOf(c[0], c[1]), cell);
  await page.mouse.click(x, y);
}

/// Runs the current configuration(s) to the end and waits for the panels' counters to show
/// the result.
export async function runToEnd(page, panels = ['a']) {
  await page.click('#end');
  await page.waitForFunction((keys) => window.gridnav.player.done &&
    keys.every((k) => !['…', '–'].includes(document.getElementById(`${k}-cost`).textContent.trim())), panels, { timeout: 60000 });
  await page.waitForTimeout(100);
}

/// Pixels of one canvas of panel A ('base' or 'top'), as a base64 string of RGBA bytes.
export const canvasPixels = (page, which) => page.evaluate((w) => {
  const c = window.gridnav.panelA.view[w];
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let s = '';
  for (let i = 0; i < d.length; i += 4096) s += String.fromCharCode.apply(null, d.subarray(i, i + 4096));
  return btoa(s);
}, which);
