// What the simulation page's browser tests (sim*.test.mjs) share: the command line, the server
// and the page, and reading the page's state and pixels.
// Each test runs as: node TEST GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, launchBrowser, openPage, startServer } from './harness.mjs';

/// Starts the server on data/worlds and a browser on sim.html, ready (its first run set up).
export async function openSim(testName) {
  const [gridnav, sourceDir, shotDir] = process.argv.slice(2);
  if (!gridnav || !sourceDir || !shotDir) {
    console.error(`usage: node ${testName} GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR`);
    process.exit(2);
  }
  mkdirSync(shotDir, { recursive: true });
  const worldsDir = join(sourceDir, 'data', 'worlds');
  const server = await startServer(gridnav, worldsDir);
  const browser = await launchBrowser();
  const { page, problems } = await openPage(browser, server.base, { width: 1600, height: 1000 });
  const s = {
    gridnav, sourceDir, shotDir, worldsDir, server, browser, page, problems,
    shot: (name) => page.screenshot({ path: join(shotDir, `${name}.png`) }),
    sim: (expr, arg) => page.evaluate(expr, arg),
  };
  await load(s);
  return s;
}

/// (Re)loads sim.html and waits for its first run.
export async function load(s) {
  await s.page.goto(`${s.server.base}/sim.html`);
  await s.page.waitForFunction(() => window.gridnavSim && window.gridnavSim.state === 'ready', null, { timeout: 20000 });
}

export async function close(s) {
  await s.browser.close();
  s.server.stop();
  console.log(`screenshots in ${s.shotDir}`);
}

/// A .world file with this text in a fresh temporary folder; its path.
export function worldFile(name, rows) {
  const dir = mkdtempSync(join(tmpdir(), 'gridnav-sim-'));
  const file = join(dir, name);
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

/// Sets a range or number input as a user would: input, then change.
export async function setValue(page, id, value) {
  await page.$eval(`#${id}`, (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/// Ticks or unticks a checkbox by clicking it.
export async function setBox(page, id, on) {
  if (await page.$eval(`#${id}`, (el) => el.checked) !== on) await page.click(`#${id}`);
}

/// Waits for a run set up (state "ready") whose options hold these values, nothing pending.
export async function waitReady(page, options = {}, world = null) {
  await page.waitForFunction(([o, w]) => {
    const s = window.gridnavSim;
    if (s.state !== 'ready' || !s.options || (w && s.world.name !== w)) return false;
    return Object.entries(o).every(([k, v]) => JSON.stringify(s.options[k]) === JSON.stringify(v));
  }, [options, world], { timeout: 20000 });
  await page.waitForTimeout(300);  // a debounced set-up still on its way would change the id
}

/// Waits until the animation has shown the last frame received.
export async function settle(page) {
  await page.waitForFunction(() => window.gridnavSim.settled, null, { timeout: 10000 });
  await page.waitForTimeout(120);
}

/// The pixels of a screen (AI player k, or 'human'), as one base64 string of RGBA bytes.
export const screenPixels = (page, k = 0) => page.evaluate((i) => {
  const g = window.gridnavSim;
  const c = (i === 'human' ? g.humanScreen : g.screens[i]).canvas;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let s = '';
  for (let j = 0; j < d.length; j += 4096) s += String.fromCharCode.apply(null, d.subarray(j, j + 4096));
  return btoa(s);
}, k);

/// How many pixels differ between two screenPixels answers.
export function differing(a, b) {
  const x = Buffer.from(a, 'base64'), y = Buffer.from(b, 'base64');
  let n = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i += 4) {
    if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) n++;
  }
  return n + Math.abs(x.length - y.length) / 4;
}

/// The RGBA of the pixel at the centre of cell (x, y) on screen k (plus an offset in cells).
export const cellPixel = (page, k, x, y, dx = 0, dy = 0) => page.evaluate(([i, cx, cy, ox, oy]) => {
  const sc = window.gridnavSim.screens[i];
  const [px, py] = sc.cellCenter(cx + ox, cy + oy);
  return Array.from(sc.canvas.getContext('2d').getImageData(Math.floor(px), Math.floor(py), 1, 1).data);
}, [k, x, y, dx, dy]);

/// Runs `body`, turning an exception into a failed check and a screenshot.
export async function guarded(s, what, body) {
  try {
    await body();
  } catch (e) {
    check(false, `${what} ran to its end`, e.stack || String(e));
    await s.shot(`sim-zz-failure-${what.replace(/\W+/g, '-')}`).catch(() => {});
  }
}
