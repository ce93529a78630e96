// The simulation page (web/sim.html) in Debian's Chromium against the real `gridnav serve`:
// (a) three players on maze.world run to the end and their totals equal `gridnav sim`'s for the
// same seed and settings; (b) g, s, t and w each change the picture and restore it; (c) the
// threat overlay tints the cells the frame calls threatened; (d) Space pauses the game, p the
// monsters, i flips invulnerability.
// Usage: node sim.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { check, failed, launchBrowser, openPage, startServer } from './harness.mjs';

const [gridnav, sourceDir, shotDir] = process.argv.slice(2);
if (!gridnav || !sourceDir || !shotDir) {
  console.error('usage: node sim.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR');
  process.exit(2);
}
mkdirSync(shotDir, { recursive: true });
const worldsDir = join(sourceDir, 'data', 'worlds');
const PLANNERS = ['dstar-lite', 'focused-dstar', 'astar-replan'];
const SEED = 11;
const TRAP_PERCENT = 4;

const server = await startServer(gridnav, worldsDir);
const browser = await launchBrowser();
const { page, problems } = await openPage(browser, server.base, { width: 1600, height: 1000 });
const shot = (name) => page.screenshot({ path: join(shotDir, `${name}.png`) });
const sim = (expr) => page.evaluate(expr);

/// The players' totals as `gridnav sim` reports them: its --json, else its text table.
function cliTotals(args) {
  try {
    const out = JSON.parse(execFileSync(gridnav, [...args, '--json'], { encoding: 'utf8' }));
    return (out.agents || out.totals || []).map((a) => {
      const t = a.total || a;
      const s = t.stats || t;
      return {
        planner: a.planner || t.planner,
        heapInsert: s.heapInsert ?? s.heap_inserts,
        heapRemove: s.heapRemove ?? s.heap_removes,
        totalOperations: s.totalOperations ?? s.total_operations ?? (s.heap_inserts + s.heap_removes),
        moves: t.moves,
        waits: t.waits,
        reached: a.reached ?? a.goals_reached ?? t.reached,
      };
    });
  } catch (e) {
    if (!/--json/.test(String(e.stderr || e.message))) throw e;
  }
  const text = execFileSync(gridnav, args, { encoding: 'utf8' });
  const rows = text.split('\n').filter((l) => /^\d+\s/.test(l));
  return rows.map((l) => {
    const f = l.trim().split(/\s+/);
    return { planner: f[1], reached: Number(f[2].split('/')[0]), heapInsert: Number(f[3]), heapRemove: Number(f[4]),
      totalOperations: Number(f[6]), moves: Number(f[12]), waits: Number(f[13]) };
  });
}

async function setRange(id, value) {
  await page.$eval(`#${id}`, (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/// Waits for a run set up with these options and nothing pending.
async function waitReady(options = {}) {
  await page.waitForFunction((o) => {
    const s = window.gridnavSim;
    if (s.state !== 'ready' || !s.options) return false;
    return Object.entries(o).every(([k, v]) => JSON.stringify(s.options[k]) === JSON.stringify(v));
  }, options, { timeout: 20000 });
  await page.waitForTimeout(300);  // a debounced set-up still on its way would change the id
}

// Pixels of player k's screen, as one base64 string of RGBA bytes.
const screenPixels = (k = 0) => page.evaluate((i) => {
  const c = window.gridnavSim.screens[i].canvas;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let s = '';
  for (let j = 0; j < d.length; j += 4096) s += String.fromCharCode.apply(null, d.subarray(j, j + 4096));
  return btoa(s);
}, k);
function differing(a, b) {
  const x = Buffer.from(a, 'base64'), y = Buffer.from(b, 'base64');
  let n = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i += 4) {
    if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) n++;
  }
  return n + Math.abs(x.length - y.length) / 4;
}
const cellPixel = (k, x, y) => page.evaluate(([i, cx, cy]) => {
  const sc = window.gridnavSim.screens[i];
  const [px, py] = sc.cellCenter(cx, cy);
  return Array.from(sc.canvas.getContext('2d').getImageData(Math.floor(px), Math.floor(py), 1, 1).data);
}, [k, x, y]);

async function settle() {
  await page.waitForFunction(() => window.gridnavSim.settled, null, { timeout: 10000 });
  await page.waitForTimeout(120);
}

try {
  await page.goto(`${server.base}/sim.html`);
  await page.waitForFunction(() => window.gridnavSim && window.gridnavSim.state === 'ready', null, { timeout: 20000 });
  const worlds = await page.$$eval('#world-select option', (o) => o.map((e) => e.value));
  check(worlds.includes('maze.world') && worlds.includes('crypt.world'), 'the world menu lists the bundled worlds', worlds.join(', '));
  const plannerChoices = await page.$$eval('#planner-1 option', (o) => o.map((e) => e.value));
  check(PLANNERS.every((p) => plannerChoices.includes(p)) && plannerChoices.length >= 5,
    "each player's menu lists every navigator", plannerChoices.join(', '));
  const helpKeys = await page.$$eval('#help kbd', (k) => k.map((e) => e.textContent.trim().toLowerCase()));
  check(['g', 's', 't', 'w', 'p', 'space', 'i'].every((k) => helpKeys.includes(k)), 'the help lists the shortcuts of Table 4');

  // (a) Three players on maze.world to the end, against the CLI.
  await page.selectOption('#world-select', 'maze.world');
  for (let k = 0; k < 3; k++) await page.selectOption(`#planner-${k + 1}`, PLANNERS[k]);
  await page.fill('#seed', String(SEED));
  await page.$eval('#seed', (el) => el.dispatchEvent(new Event('change', { bubbles: true })));
  await setRange('trap-amount', TRAP_PERCENT);
  await page.$eval('#monsters', (el) => { if (!el.checked) el.click(); });
  await setRange('speed', 9);
  await waitReady({ seed: SEED, trap_density: TRAP_PERCENT / 100 });
  const agents = await sim(() => window.gridnavSim.frame.agents.map((a) => a.planner));
  check(JSON.stringify(agents) === JSON.stringify(PLANNERS), 'one player per chosen planner', agents.join(', '));
  await page.click('#start');
  const locked = await page.$eval('#planner-1', (el) => el.disabled) && await page.$eval('#world-select', (el) => el.disabled);
  check(locked, 'planners and world are locked while the run is on');
  await page.waitForFunction(() => window.gridnavSim.finished, null, { timeout: 180000 });
  await page.waitForTimeout(300);
  await shot('sim-maze-finished');
  const unlocked = !(await page.$eval('#planner-1', (el) => el.disabled));
  check(unlocked, 'the planners unlock when every player has finished');
  const page_totals = await sim(() => window.gridnavSim.totals);
  const cli = cliTotals(['sim', join(worldsDir, 'maze.world'), '--planner', PLANNERS.join(','), '--seed', String(SEED),
    '--trap-density', String(TRAP_PERCENT / 100)]);
  check(cli.length === 3, 'the CLI reports three players', JSON.stringify(cli));
  for (let k = 0; k < 3; k++) {
    const p = page_totals[k], c = cli[k] || {};
    const fields = ['heapInsert', 'heapRemove', 'totalOperations', 'moves', 'waits', 'reached'];
    const differ = fields.filter((f) => Number(p[f]) !== Number(c[f]));
    check(differ.length === 0, `player ${k + 1} (${PLANNERS[k]}): the page's totals equal the CLI's`,
      differ.map((f) => `${f} page ${p[f]} cli ${c[f]}`).join('; ') || `heapInsert ${p.heapInsert}, moves ${p.moves}`);
  }
  const tableTotal = await page.$eval('.stats-table[data-player="0"] tbody tr:nth-child(6) td.total', (td) => td.textContent);
  check(Number(tableTotal.replace(/,/g, '')) === page_totals[0].heapInsert, 'the statistics window shows the totals', tableTotal);

  // An uploaded world with monsters, at 60 ticks a second.
  await page.setInputFiles('#upload', join(worldsDir, 'crypt.world'));
  await page.waitForFunction(() => window.gridnavSim.world && window.gridnavSim.world.name === 'crypt.world' &&
    window.gridnavSim.state === 'ready', null, { timeout: 20000 });
  check(await page.$eval('#world-select', (el) => el.value) === '@upload', 'a loaded .world file becomes the world');
  await setRange('speed', 6);
  await page.click('#start');
  await page.waitForFunction(() => window.gridnavSim.tick >= 40, null, { timeout: 30000 });
  await shot('sim-crypt-running');

  // (d) Space pauses the game: the tick stops; Space again goes on.
  await page.keyboard.press('Space');
  await settle();
  const pausedTick = await sim(() => window.gridnavSim.tick);
  await page.waitForTimeout(800);
  const stillTick = await sim(() => window.gridnavSim.tick);
  check(await sim(() => window.gridnavSim.paused) && pausedTick === stillTick, 'Space pauses the game', `tick ${pausedTick} → ${stillTick}`);

  // (b) Each overlay key changes the picture, and pressing it again brings the picture back.
  for (const key of ['g', 's', 't', 'w']) {
    await settle();
    const before = await screenPixels(0);
    const was = await sim(() => window.gridnavSim.overlays);
    await page.keyboard.press(key);
    await page.waitForFunction(([k, v]) => window.gridnavSim.overlays[k] !== v, [key, was[key]]);
    if (key === 's' || key === 't') {
      await page.waitForFunction(() => window.gridnavSim.frame.agents[0].search, null, { timeout: 5000 });
    }
    await page.waitForTimeout(250);
    const during = await screenPixels(0);
    if (key === 't') {  // the picture for docs/img/sim.png: paths, node states and trees
      await page.keyboard.press('s');
      await page.waitForTimeout(250);
      const bottom = await page.evaluate(() => Math.max(...['.statusbar', '.toggles']
        .map((q) => document.querySelector(q).getBoundingClientRect().bottom)) + 6);
      await page.screenshot({ path: join(shotDir, 'sim-crypt-overlays.png'), clip: { x: 0, y: 0, width: 1600, height: Math.ceil(bottom) + 4 } });
      await page.keyboard.press('s');
      await page.waitForTimeout(250);
    }
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
    const after = await screenPixels(0);
    const changed = differing(before, during), back = differing(before, after);
    check(changed > 0 && back === 0, `'${key}' toggles its overlay`, `${changed} pixels changed, ${back} differ after the second press`);
    check(await page.$eval(`#ov-${key}`, (el) => el.checked) === was[key], `'${key}' leaves its checkbox as it found it`);
  }

  // (c) With w on, the cells the frame calls threatened are tinted red.
  await page.$eval('#ov-g', (el) => { if (el.checked) el.click(); });
  const frame = await sim(() => window.gridnavSim.frame);
  const world = await sim(() => { const w = window.gridnavSim.world; return { width: w.width, keys: w.keys, doors: w.doors, cells: Array.from(w.cells) }; });
  const around = ([x, y]) => [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [x + dx, y + dy]));
  const taken = new Set([...frame.monsters.flatMap((m) => [...around([m.x, m.y]), ...around([m.nx, m.ny])]), ...frame.agents.flatMap((a) => [[a.x, a.y], [a.nx, a.ny]]),
    ...frame.traps, ...world.keys.map((k) => [k.x, k.y]), ...world.doors.map((d) => [d.x, d.y])].map(([x, y]) => y * world.width + x));
  const threatened = [];
  for (let i = 0; i + 1 < frame.threat.length; i += 2) {
    const cell = frame.threat[i];
    if (frame.threat[i + 1] >= 0.2 && !taken.has(cell) && world.cells[cell] !== 0) threatened.push(cell);
  }
  check(threatened.length > 0, 'the frame names threatened cells', `${frame.threat.length / 2} cells`);
  await settle();
  const sample = threatened.slice(0, 24);
  const plain = [];
  for (const c of sample) plain.push(await cellPixel(0, c % world.width, Math.floor(c / world.width)));
  await page.keyboard.press('w');
  await page.waitForTimeout(250);
  let tinted = 0;
  for (let j = 0; j < sample.length; j++) {
    const c = sample[j];
    const [r, g, b] = await cellPixel(0, c % world.width, Math.floor(c / world.width));
    const [r0, g0, b0] = plain[j];
    if (r - g > r0 - g0 + 10 && r - b > r0 - b0 + 10) tinted++;
  }
  check(tinted === sample.length, 'the threat overlay tints every threatened cell sampled', `${tinted}/${sample.length}`);
  await shot('sim-crypt-threat');
  await page.keyboard.press('w');
  await page.$eval('#ov-g', (el) => { if (!el.checked) el.click(); });

  // (d) p freezes the monsters while the game goes on; i flips invulnerability.
  await page.keyboard.press('Space');
  await page.keyboard.press('p');
  await page.waitForFunction(() => window.gridnavSim.frame.controls && window.gridnavSim.frame.controls.monsters_paused === true,
    null, { timeout: 10000 });
  const where = () => sim(() => ({ tick: window.gridnavSim.tick,
    monsters: JSON.stringify(window.gridnavSim.frame.monsters.map((m) => [m.x, m.y, m.nx, m.ny, m.fraction, m.facing])) }));
  const m1 = await where();
  await page.waitForTimeout(1200);
  const m2 = await where();
  check(m2.tick > m1.tick && m1.monsters === m2.monsters, "'p' freezes the monsters while the game goes on", `ticks ${m1.tick} → ${m2.tick}`);
  await page.keyboard.press('p');
  await page.waitForFunction(() => window.gridnavSim.frame.controls.monsters_paused === false, null, { timeout: 10000 });
  await page.waitForTimeout(1500);
  const m3 = await where();
  check(m3.monsters !== m2.monsters || m3.tick === m2.tick, "'p' again lets them move", `ticks ${m2.tick} → ${m3.tick}`);
  const inv = await sim(() => window.gridnavSim.invulnerable);
  await page.keyboard.press('i');
  await page.waitForFunction((v) => window.gridnavSim.frame.controls.invulnerable === !v || window.gridnavSim.state === 'finished', inv, { timeout: 10000 });
  check(await sim(() => window.gridnavSim.invulnerable) === !inv && await page.$eval('#invulnerable', (el) => el.checked) === !inv,
    "'i' flips invulnerability");
  check(problems.length === 0, 'no console error, page error or outside request', problems.join('; '));
} catch (e) {
  check(false, 'the simulation test ran to its end', e.stack || String(e));
  await shot('sim-zz-failure').catch(() => {});
} finally {
  await browser.close();
  server.stop();
}
console.log(`screenshots in ${shotDir}`);
process.exit(failed() ? 1 : 0);
