// A person plays the simulation page (issue 43): crypt.world with the human player on its 'o'
// cell, the monsters still, no traps. Each key press must move the human one tile its way (the
// arrows and W A S D; up and right together one diagonal step), a held key several tiles, never
// through a wall; S then steers and Shift+S toggles the node states; the human's screen shows
// no search overlay; its statistics show its moves and waits; its goal log is offered.
// Usage: node sim-human.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { check, failed } from './harness.mjs';
import { close, differing, guarded, openSim, screenPixels, setBox, setValue, settle, waitReady } from './sim-lib.mjs';

const s = await openSim('sim-human.test.mjs');
const { page, problems, sim, shot } = s;
const human = () => sim(() => window.gridnavSim.human);
const blocked = (world, x, y) => world.cells[y * world.width + x] === 0;

/// Waits until the human stands on (x, y) with nothing queued; false when it does not.
const standsOn = (x, y) => page.waitForFunction(([cx, cy]) => {
  const h = window.gridnavSim.human;
  return h && h.x === cx && h.y === cy && h.nx === cx && h.ny === cy && h.queued === 0;
}, [x, y], { timeout: 5000 }).then(() => true, () => false);

/// The tiles the human stands on while `act` runs (every frame shown, in order).
async function track(act) {
  await page.evaluate(() => {
    const seen = [];
    window.__walk = seen;
    window.__walkTimer = setInterval(() => {
      const h = window.gridnavSim.human;
      const last = seen[seen.length - 1];
      if (h && (!last || last[0] !== h.x || last[1] !== h.y)) seen.push([h.x, h.y]);
    }, 10);
  });
  await act();
  return page.evaluate(() => { clearInterval(window.__walkTimer); return window.__walk; });
}

const oneStepEach = (walk) => walk.every((p, k) => k === 0 || (Math.abs(p[0] - walk[k - 1][0]) <= 1 && Math.abs(p[1] - walk[k - 1][1]) <= 1));

await guarded(s, 'the human player', async () => {
  await page.selectOption('#world-select', 'crypt.world');
  await waitReady(page, {}, 'crypt.world');
  await setBox(page, 'monsters', false);
  await setValue(page, 'trap-amount', 0);
  await setBox(page, 'human', true);
  await waitReady(page, { human: true, monsters: false, trap_density: 0 });
  const world = await sim(() => {
    const w = window.gridnavSim.world;
    return { width: w.width, height: w.height, cells: Array.from(w.cells), player: w.player };
  });
  const start = await human();
  check(start && start.x === world.player[0] && start.y === world.player[1], "the human starts on 'o'", JSON.stringify(start));
  const hints = await page.$$eval('.steer-key', (k) => k.map((e) => e.textContent));
  check(hints.every((t) => t.startsWith('⇧')), 'the S and W hints ask for Shift while a human plays', hints.join(' '));
  await setValue(page, 'speed', 5);  // 30 ticks a second
  await page.click('#start');

  // Single presses: one tile each, the way of the key.
  let [x, y] = [start.x, start.y];
  for (const [key, dx, dy] of [['ArrowRight', 1, 0], ['ArrowDown', 0, 1], ['a', -1, 0], ['w', 0, -1], ['d', 1, 0], ['s', 0, 1]]) {
    if (blocked(world, x + dx, y + dy)) throw new Error(`crypt.world changed: (${x + dx}, ${y + dy}) is a wall`);
    await page.keyboard.press(key);
    const moved = await standsOn(x + dx, y + dy);
    await page.waitForTimeout(300);
    const h = await human();
    check(moved && h.x === x + dx && h.y === y + dy, `'${key}' moves the human one tile`, `(${x}, ${y}) → (${h.x}, ${h.y})`);
    [x, y] = [h.x, h.y];
  }
  check(!(await sim(() => window.gridnavSim.overlays.s)) && !(await sim(() => window.gridnavSim.overlays.w)),
    'w and s steered, the overlays stayed off');

  // Up and right pressed together: one diagonal step.
  const chord = await track(async () => {
    await page.keyboard.down('ArrowUp');
    await page.keyboard.down('ArrowRight');
    await page.waitForTimeout(30);
    await page.keyboard.up('ArrowUp');
    await page.keyboard.up('ArrowRight');
    await standsOn(x + 1, y - 1);
    await page.waitForTimeout(300);
  });
  check(JSON.stringify(chord) === JSON.stringify([[x, y], [x + 1, y - 1]]), 'up and right together take one diagonal step',
    JSON.stringify(chord));
  [x, y] = [x + 1, y - 1];

  // A held key walks on to the wall below and stops there: a move for each tile, none into
  // the wall.
  let wall = y;
  while (!blocked(world, x, wall + 1)) wall++;
  const movesBefore = (await sim(() => window.gridnavSim.humanTotals)).moves;
  const down = await track(async () => {
    await page.keyboard.down('ArrowDown');
    await page.waitForTimeout(1500);
    await page.keyboard.up('ArrowDown');
    await page.waitForTimeout(400);
  });
  const end = down[down.length - 1];
  const totals = await sim(() => window.gridnavSim.humanTotals);
  check(end[0] === x && end[1] === wall && wall - y >= 3, 'a held key walks the human several tiles',
    `from (${x}, ${y}) along ${JSON.stringify(down)}`);
  check(down.every(([, wy]) => wy <= wall) && oneStepEach(down), `it stops at the wall below (${x}, ${wall + 1})`);
  check(totals.moves - movesBefore === wall - y, 'one move counted per tile walked, none into the wall',
    `${movesBefore} → ${totals.moves}`);
  const still = await human();
  await page.waitForTimeout(500);
  const after = await human();
  check(still.heading === null && after.x === still.x && after.y === still.y, 'the human stops when the key is let go');
  [x, y] = end;

  // Two keys held: a diagonal walk, the way with the most free tiles (no corner cut).
  const ways = [['ArrowUp', 'ArrowLeft', -1, -1], ['ArrowUp', 'ArrowRight', 1, -1], ['ArrowDown', 'ArrowLeft', -1, 1],
    ['ArrowDown', 'ArrowRight', 1, 1]].map(([k1, k2, dx, dy]) => {
    let n = 0;
    while (!blocked(world, x + (n + 1) * dx, y + (n + 1) * dy) && !blocked(world, x + n * dx + dx, y + n * dy) &&
      !blocked(world, x + n * dx, y + n * dy + dy)) n++;
    return { keys: [k1, k2], dx, dy, n };
  }).sort((a, b) => b.n - a.n);
  const way = ways[0];
  // The walk is tracked while both keys are held: the two cannot be let go at once, and
  // the one held a moment longer may take a straight step of its own.
  const diagonal = await track(async () => {
    await page.keyboard.down(way.keys[0]);
    await page.keyboard.down(way.keys[1]);
    await page.waitForTimeout(700);
  });
  await page.keyboard.up(way.keys[1]);
  await page.keyboard.up(way.keys[0]);
  await page.waitForTimeout(400);
  const onDiagonal = diagonal.every(([wx, wy]) => (wx - x) * way.dx === (wy - y) * way.dy && (wx - x) * way.dx >= 0);
  check(way.n >= 2 && diagonal.length >= 3 && onDiagonal && oneStepEach(diagonal),
    `${way.keys.join(' and ')} held walk the diagonal`, JSON.stringify(diagonal));
  await shot('sim-human-playing');
  await (await page.$('.player[data-player="human"]')).screenshot({ path: `${s.shotDir}/sim-human-panel.png` });

  // Paused: Shift+S toggles the node states; the human's screen shows no search overlay.
  await page.keyboard.press('Space');
  await settle(page);
  const before = { human: await screenPixels(page, 'human'), agent: await screenPixels(page, 0) };
  await page.keyboard.press('Shift+S');
  await page.keyboard.press('t');
  await page.waitForFunction(() => window.gridnavSim.frame.agents[0].search, null, { timeout: 5000 });
  await page.waitForTimeout(300);
  const overlays = await sim(() => window.gridnavSim.overlays);
  const during = { human: await screenPixels(page, 'human'), agent: await screenPixels(page, 0) };
  check(overlays.s && overlays.t, 'Shift+S toggles the node states while a human plays', JSON.stringify(overlays));
  check(differing(before.agent, during.agent) > 0 && differing(before.human, during.human) === 0,
    "the node states and tree show on the AI player's screen, not on the human's",
    `AI ${differing(before.agent, during.agent)} px, human ${differing(before.human, during.human)} px`);
  await page.keyboard.press('Shift+S');
  await page.keyboard.press('t');

  // The statistics window: the human's row of moves and waits.
  const final = await sim(() => window.gridnavSim.humanTotals);
  const row = (field) => page.$eval(`.stats-table[data-player="human"] tr[data-field="${field}"] td.total`,
    (td) => Number(td.textContent.replace(/,/g, '')));
  const moves = await row('moves'), waits = await row('waits');
  check(moves === final.moves && moves >= 10 && waits === final.waits, "the human's statistics show its moves and waits",
    `moves ${moves} (frame ${final.moves}), waits ${waits} (frame ${final.waits})`);
  const heapRows = await page.$$eval('.stats-table[data-player="human"] tr[data-field^="heap"]', (r) => r.length);
  check(heapRows === 0, "the human's table has no heap rows");

  // The human's goal log, after the AI players' (GET /api/sim/ID/log/K.tsv).
  const links = await page.$$eval('#log-links a', (a) => a.map((e) => ({ text: e.textContent, href: e.href })));
  const mine = links[links.length - 1];
  const log = mine && await (await fetch(mine.href)).text();
  const rows = log ? log.trim().split('\n') : [];
  check(links.length === 4 && mine.text === 'You .tsv' && mine.href.endsWith('/log/4.tsv') && rows.length >= 2 &&
    rows[1].includes('human'), "the Logging row offers the human's goal log", `${links.map((l) => l.text).join(' ')}; ${rows[1]}`);
});

check(problems.length === 0, 'no console error, page error or outside request', problems.join('; '));
await close(s);
process.exit(failed() ? 1 : 0);
