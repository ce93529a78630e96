// The simulation page (web/sim.html) in Debian's Chromium against the real `gridnav serve`:
// (a) three players on maze.world run to the end at the page's defaults and their totals equal
// `gridnav sim`'s for the same seed and settings (the run's options passed on to it); (b) g, s, t and w each change the picture and restore it; (c) the
// threat overlay tints the cells the frame calls threatened; (d) Space pauses the game, p the
// monsters, i flips invulnerability.
// Usage: node sim.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { check, failed } from './harness.mjs';
import { cellPixel, close, differing, guarded, openSim, screenPixels, setValue, settle, waitReady } from './sim-lib.mjs';

const PLANNERS = ['dstar-lite', 'focused-dstar', 'astar-replan'];
const SEED = 11;
const TRAP_PERCENT = 4;

const s = await openSim('sim.test.mjs');
const { gridnav, worldsDir, shotDir, page, problems, shot, sim } = s;

/// The players' totals as `gridnav sim --json` reports them.
function cliTotals(args) {
  const out = JSON.parse(execFileSync(gridnav, [...args, '--json'], { encoding: 'utf8' }));
  return out.agents.map((a) => a.total);
}

/// `gridnav sim`'s options for the run the page set up, so that both run the same game.
function cliOptions(o) {
  return ['--seed', String(o.seed), '--trap-density', String(o.trap_density), '--trap-min', String(o.trap_min),
    '--trap-max', String(o.trap_max), '--update-every', String(o.update_every), '--follow', o.follow,
    '--terrain-slows', o.terrain_slows ? 'on' : 'off', '--costs', o.costs, '--agent-speed', String(o.agent_speed),
    '--monsters', o.monsters ? 'on' : 'off', '--invulnerable', o.invulnerable ? 'on' : 'off'];
}

const setRange = (id, value) => setValue(page, id, value);
const pixels = (k) => screenPixels(page, k);

await guarded(s, 'the simulation test', async () => {
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
  await waitReady(page, { seed: SEED, trap_density: TRAP_PERCENT / 100 });
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
  const options = await sim(() => window.gridnavSim.options);
  const cli = cliTotals(['sim', join(worldsDir, 'maze.world'), '--planner', PLANNERS.join(','), ...cliOptions(options)]);
  check(cli.length === 3, 'the CLI reports three players', cli.map((c) => c.planner).join(', '));
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
  await settle(page);
  const pausedTick = await sim(() => window.gridnavSim.tick);
  await page.waitForTimeout(800);
  const stillTick = await sim(() => window.gridnavSim.tick);
  check(await sim(() => window.gridnavSim.paused) && pausedTick === stillTick, 'Space pauses the game', `tick ${pausedTick} → ${stillTick}`);

  // (b) Each overlay key changes the picture, and pressing it again brings the picture back.
  for (const key of ['g', 's', 't', 'w']) {
    await settle(page);
    const before = await pixels(0);
    const was = await sim(() => window.gridnavSim.overlays);
    await page.keyboard.press(key);
    await page.waitForFunction(([k, v]) => window.gridnavSim.overlays[k] !== v, [key, was[key]]);
    if (key === 's' || key === 't') {
      await page.waitForFunction(() => window.gridnavSim.frame.agents[0].search, null, { timeout: 5000 });
    }
    await page.waitForTimeout(250);
    const during = await pixels(0);
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
    const after = await pixels(0);
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
  await settle(page);
  const sample = threatened.slice(0, 24);
  const plain = [];
  for (const c of sample) plain.push(await cellPixel(page, 0, c % world.width, Math.floor(c / world.width)));
  await page.keyboard.press('w');
  await page.waitForTimeout(250);
  let tinted = 0;
  for (let j = 0; j < sample.length; j++) {
    const c = sample[j];
    const [r, g, b] = await cellPixel(page, 0, c % world.width, Math.floor(c / world.width));
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
});
await close(s);
process.exit(failed() ? 1 : 0);
