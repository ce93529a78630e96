// The viewer's any-angle and map-layer features in a real browser: Debian's Chromium against
// the real `gridnav serve` on arena2, each answer checked against the CLI's.
// Usage: node viewer-paths.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  canvasPixels as pixelsOf, check, clickCell as clickOn, cliPath, failed, launchBrowser, openPage, runToEnd as runOn,
  sameCost, startServer,
} from './harness.mjs';

const [gridnav, sourceDir, shotDir] = process.argv.slice(2);
if (!gridnav || !sourceDir || !shotDir) {
  console.error('usage: node viewer-paths.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR');
  process.exit(2);
}
mkdirSync(shotDir, { recursive: true });
const mapsDir = join(sourceDir, 'data', 'movingai');
const arena2 = join(mapsDir, 'arena2.map');
const work = mkdtempSync(join(tmpdir(), 'gridnav-browser-paths-'));
const START = [20, 105];  // the viewer test's query across arena2
const GOAL = [262, 100];

const server = await startServer(gridnav, mapsDir);
const browser = await launchBrowser();
const { page, problems } = await openPage(browser, server.base);
const shot = (name) => page.screenshot({ path: join(shotDir, `${name}.png`) });
const text = (id) => page.$eval(`#${id}`, (el) => el.textContent.trim());
const clickCell = (tool, cell) => clickOn(page, tool, cell);
const runToEnd = (panels) => runOn(page, panels);
const canvasPixels = (which) => pixelsOf(page, which);

try {
  await page.waitForFunction(() => window.gridnav && window.gridnav.map && window.gridnav.map.name === 'arena2.map', null, { timeout: 20000 });
  await page.waitForTimeout(300);
  await clickCell('start', START);
  await clickCell('goal', GOAL);
  // 1. Map layers: the inflation costs drawn under the map equal `gridnav inflate`'s image
  // (a P5 PGM: the values follow the header's three lines), and the clearance layer changes
  // the cells drawn; then no layer again.
  const inflated = join(work, 'arena2-inflation.pgm');
  execFileSync(gridnav, ['inflate', arena2, '--resolution', '0.05', '-o', inflated]);
  const pgm = readFileSync(inflated);
  let headerEnd = 0;
  for (let lines = 0; lines < 3; headerEnd++) if (pgm[headerEnd] === 10) lines++;
  const cliCosts = Array.from(pgm.subarray(headerEnd));
  const bare = await canvasPixels('base');
  await page.selectOption('#ov-layer', 'inflation');
  await page.waitForFunction(() => window.gridnav.layer && window.gridnav.layer.kind === 'inflation');
  const pageCosts = await page.evaluate(() => Array.from(window.gridnav.layer.values));
  check(pageCosts.length === cliCosts.length && pageCosts.every((v, i) => v === cliCosts[i]) && cliCosts.some((v) => v > 0 && v < 253),
    'the inflation layer holds the costs of gridnav inflate', `${pageCosts.length} values, CLI ${cliCosts.length}`);
  await page.waitForTimeout(200);
  const withLayer = await canvasPixels('base');
  check(withLayer !== bare, 'the inflation layer changes the cells drawn');
  await shot('02e-inflation-layer');
  await page.selectOption('#ov-layer', 'clearance');
  await page.waitForFunction(() => window.gridnav.layer && window.gridnav.layer.kind === 'clearance');
  await page.waitForTimeout(200);
  check((await canvasPixels('base')) !== withLayer, 'the clearance layer draws other colours');
  await shot('02e-clearance-layer');
  await page.selectOption('#ov-layer', '');
  await page.waitForFunction(() => window.gridnav.layer === null);

  // 2. Three panels: grid A*, Theta* and Anya, each the CLI's length; Anya's the exact one of the
  // visibility graph, shorter than the grid path, no longer than Theta*'s.
  await page.click('[data-preset="anyangle"]');
  await page.waitForTimeout(300);
  const threeShown = await page.$$eval('.panel', (p) => p.filter((e) => !e.hidden).length);
  check(threeShown === 3, 'the any-angle preset shows three panels', `${threeShown}`);
  await runToEnd(['a', 'b', 'c']);
  const shown = {};
  for (const [key, algo] of [['a', 'astar'], ['b', 'theta-star'], ['c', 'anya']]) {
    const want = cliPath(gridnav, arena2, START, GOAL, algo);
    shown[key] = Number(await text(`${key}-cost`));
    check(sameCost(String(shown[key]), want), `compare panel ${key.toUpperCase()} shows the CLI length of ${algo}`,
      `page ${shown[key]}, CLI ${want && want.cost}`);
  }
  const exact = cliPath(gridnav, arena2, START, GOAL, 'visibility-graph');
  check(sameCost(String(shown.c), exact) && shown.c < shown.a && shown.c <= shown.b + 1e-9,
    'Anya shows the exact any-angle length, below the grid path and Theta*', `A* ${shown.a}, Theta* ${shown.b}, Anya ${shown.c}, exact ${exact && exact.cost}`);
  await shot('06b-compare-any-angle');

  check(problems.length === 0, 'no console error, page error or outside request all along', problems.join('; '));
} catch (e) {
  check(false, 'the browser test ran to its end', e.stack || String(e));
  await shot('zz-paths-failure').catch(() => {});
} finally {
  await browser.close();
  server.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(`screenshots in ${shotDir}`);
process.exit(failed() ? 1 : 0);
