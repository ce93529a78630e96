// The simulation page's set-up (issue 43): one panel per AI agent of the world, on its start
// cell, its planner kept across set-ups; the human's panel when it plays, alone on a world whose
// only start is 'o'; the set-up controls (agent speed, trap durations with min <= max, terrain
// slows, diagonal cost) reach the server and are locked in a run; the grid and background
// toggles; the wall letters drawn apart.
// Usage: node sim-setup.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { check, failed } from './harness.mjs';
import { close, differing, guarded, load, openSim, screenPixels, setBox, setValue, settle, waitReady, worldFile } from './sim-lib.mjs';

const s = await openSim('sim-setup.test.mjs');
const { page, problems, sim, shot } = s;
const message = () => page.$eval('#message', (el) => el.textContent);
const plannerMenus = () => page.$$eval('.player select', (m) => m.map((e) => e.value));

// Four AI agents ('r' three, 'p' one), a player start 'o', a key and its door in a wall with a
// gap, so that every player reaches both.
const FOUR = worldFile('four.world', [
  'AAAAAAAAAAAAAAAAAAAA',
  'Ar      A    x     A',
  'A       A          A',
  'A  o    X          A',
  'A                 pA',
  'AAAAAAAAAAAAAAAAAAAA',
]);
// Eight agents: every panel of the page at once, and the human.
const EIGHT = worldFile('eight.world', [
  'AAAAAAAAAAAAAAAAAAAA',
  'Ar     r    x      A',
  'A                  A',
  'A  o      q        A',
  'AAAAAAAAAAAAAAAAAAAA',
]);
// Nine agents: more than the page runs.
const NINE = worldFile('nine.world', ['AAAAAAAAAAA', 'Ar  r  r xA', 'AAAAAAAAAAA']);

await guarded(s, 'panels', async () => {
  await page.setInputFiles('#upload', FOUR);
  await waitReady(page, {}, 'four.world');
  const world = await sim(() => ({ starts: window.gridnavSim.world.starts, player: window.gridnavSim.world.player }));
  const panels = await sim(() => window.gridnavSim.panels);
  check(JSON.stringify(panels) === '["0","1","2","3"]', 'one panel per AI agent of a four-agent world', panels.join(', '));
  const labels = await page.$$eval('.player .player-start', (l) => l.map((e) => e.textContent));
  const want = world.starts.map(([x, y]) => `(${x}, ${y})`);
  check(JSON.stringify(labels) === JSON.stringify(want), 'each panel names its start cell', labels.join(' '));
  const agents = await sim(() => window.gridnavSim.frame.agents.map((a) => a.planner));
  check(JSON.stringify(agents) === JSON.stringify(['dstar-lite', 'focused-dstar', 'astar-replan', 'dstar-lite']),
    'the default planners are dealt in turn', agents.join(', '));
  check(/4 AI players/.test(await message()), 'the message gives the player count', await message());
  check(!(await page.$eval('#human', (el) => el.disabled)) && !(await page.$eval('#human', (el) => el.checked)),
    "the human checkbox is free and off for a world with an 'o'");

  // A planner picked for player 4 stays through a set-up with the human.
  await page.selectOption('#planner-4', 'lpa');
  await waitReady(page);
  await setBox(page, 'human', true);
  await waitReady(page, { human: true });
  const withHuman = await sim(() => ({ panels: window.gridnavSim.panels, agents: window.gridnavSim.frame.agents.map((a) => a.planner),
    human: window.gridnavSim.human }));
  check(withHuman.panels.length === 5 && withHuman.panels[4] === 'human', 'the human gets a panel of its own', withHuman.panels.join(', '));
  check(withHuman.agents[3] === 'lpa' && (await plannerMenus())[3] === 'lpa', "player 4's planner is kept", withHuman.agents.join(', '));
  check(withHuman.human && withHuman.human.x === world.player[0] && withHuman.human.y === world.player[1],
    "the human stands on the 'o' cell", JSON.stringify(withHuman.human));
  check(/4 AI players and you/.test(await message()), 'the message counts the human too', await message());
  await shot('sim-four-agents-human');

  await page.setInputFiles('#upload', EIGHT);
  await waitReady(page, { human: true }, 'eight.world');
  const eight = await sim(() => window.gridnavSim.panels);
  const columns = await page.$eval('#players', (el) => Number(el.dataset.columns));
  check(eight.length === 9, 'eight AI panels and the human\'s', eight.join(', '));
  check(columns > 1 && columns < 9, 'the panels wrap into a grid', `${columns} columns`);
  check((await plannerMenus())[3] === 'lpa', "player 4's planner is still kept on another world");
  const boxes = await page.$$eval('.player .screen', (el) => el.map((e) => {
    const b = e.getBoundingClientRect();
    return { width: b.width, height: b.height, inside: b.bottom <= window.innerHeight };
  }));
  const seen = boxes.every((b) => b.width > 60 && b.height > 30 && b.inside);
  check(seen, 'every screen is on the page and of a usable size', boxes.map((b) => `${Math.round(b.width)}x${Math.round(b.height)}`).join(' '));
  await shot('sim-eight-agents');

  await page.setInputFiles('#upload', NINE);
  await page.waitForFunction(() => document.getElementById('message').textContent.includes('nine.world'), null, { timeout: 10000 });
  check((await sim(() => window.gridnavSim.world.name)) === 'eight.world', 'a world of nine agents is refused, the last one kept',
    await message());

  // A world whose only start is 'o': one AI player there, or the human alone.
  await setBox(page, 'human', false);
  await page.setInputFiles('#upload', worldFile('alone.world', ['AAAAAAAAAA', 'A o    x A', 'A        A', 'AAAAAAAAAA']));
  await waitReady(page, { human: false }, 'alone.world');
  const alone = await sim(() => ({ panels: window.gridnavSim.panels, starts: window.gridnavSim.world.starts }));
  check(JSON.stringify(alone) === '{"panels":["0"],"starts":[[2,1]]}', "without the human, 'o' is one AI player", JSON.stringify(alone));
  await setBox(page, 'human', true);
  await waitReady(page, { human: true }, 'alone.world');
  const solo = await sim(() => ({ panels: window.gridnavSim.panels, agents: window.gridnavSim.frame.agents.length }));
  check(JSON.stringify(solo) === '{"panels":["human"],"agents":0}', 'with it, the human plays alone', JSON.stringify(solo));
  check(/0 AI players and you/.test(await message()), 'and the message says so', await message());
  await setBox(page, 'human', false);
  await page.selectOption('#world-select', 'crypt.world');
  await waitReady(page, {}, 'crypt.world');
});

await guarded(s, 'set-up controls', async () => {
  await load(s);
  const defaults = await sim(() => window.gridnavSim.options);
  check(defaults.agent_speed === 1 && defaults.trap_min === 5 && defaults.trap_max === 40 && defaults.terrain_slows === true &&
    defaults.costs === 'octile' && defaults.follow === 'walk' && defaults.human === false,
  'the defaults: speed 1, traps 5..40, terrain slows, diagonal sqrt 2, follow walk, no human', JSON.stringify(defaults));
  await setValue(page, 'agent-speed', 5);
  await waitReady(page, { agent_speed: 0.5 });
  await setValue(page, 'trap-min', 12);
  await setValue(page, 'trap-max', 20);
  await waitReady(page, { trap_min: 12, trap_max: 20 });
  await setValue(page, 'trap-min', 30);  // above the maximum: the maximum follows
  await waitReady(page, { trap_min: 30, trap_max: 30 });
  const shown = await page.$$eval('#trap-min, #trap-max', (e) => e.map((x) => Number(x.value)));
  check(shown[0] === 30 && shown[1] === 30, 'a minimum above the maximum raises the maximum', shown.join('..'));
  await setValue(page, 'trap-max', 8);   // below the minimum: the minimum follows
  await waitReady(page, { trap_min: 8, trap_max: 8 });
  await setBox(page, 'terrain-slows', false);
  await setBox(page, 'diagonal-cost', false);
  const options = await waitReady(page, { terrain_slows: false, costs: 'unit', agent_speed: 0.5 }).then(() => sim(() => window.gridnavSim.options));
  check(options.terrain_slows === false && options.costs === 'unit' && options.trap_min === 8,
    'speed, trap durations, terrain and diagonal cost reach the server', JSON.stringify(options));
  await page.click('#start');
  const locked = await page.$$eval('#agent-speed, #trap-min, #trap-max, #terrain-slows, #diagonal-cost, #human',
    (e) => e.map((x) => `${x.id} ${x.disabled}`));
  check(locked.every((l) => l.endsWith('true')), 'the set-up controls are locked in a run', locked.join(', '));
  await page.click('#reset');
  await waitReady(page);
  const free = await page.$$eval('#agent-speed, #trap-min, #terrain-slows', (e) => e.every((x) => !x.disabled));
  check(free, 'and free again after Reset');
});

await guarded(s, 'grid, background and walls', async () => {
  // Twenty wall letters, each a column two tiles high with walls above and to the left, so
  // that every sampled tile shows its letter's look without a rim.
  const letters = 'ABCDEFGHIJKLMNOPQRST';
  await page.setInputFiles('#upload', worldFile('letters.world', [
    `A${letters}A`, `A${letters}A`, `A${letters}A`, `Ap${' '.repeat(18)}xA`, `A${' '.repeat(20)}A`, 'A'.repeat(22)]));
  await waitReady(page, {}, 'letters.world');
  await setBox(page, 'ov-g', false);
  await settle(page);
  const walls = await sim(() => window.gridnavSim.world.walls);
  check(walls && walls.slice(23, 43) === letters, 'the set-up answer gives the wall letters', walls && walls.slice(22, 44));
  const tiles = await sim(() => {
    const sc = window.gridnavSim.screens[0];
    const ctx = sc.canvas.getContext('2d');
    const s = sc.layout.s;
    return Array.from({ length: 20 }, (_, i) => {
      const [cx, cy] = sc.cellCenter(i + 1, 2);
      const d = ctx.getImageData(Math.round(cx - s / 2) + 1, Math.round(cy - s / 2) + 1, Math.floor(s) - 2, Math.floor(s) - 2).data;
      let sum = 0;
      for (let j = 0; j < d.length; j += 4) sum += d[j] + d[j + 1] + d[j + 2];
      return { key: btoa(String.fromCharCode(...d.filter((_, j) => j % 4 !== 3))), light: sum / (3 * d.length / 4) };
    });
  });
  const distinct = new Set(tiles.map((t) => t.key)).size;
  check(distinct === 20, 'the twenty wall letters are drawn twenty ways', `${distinct} distinct`);
  const dark = tiles.filter((t) => t.light < 110).length;
  check(dark === 20, 'and every one is dark, as a wall', tiles.map((t) => Math.round(t.light)).join(' '));
  await page.$eval('.player', (el) => el.scrollIntoView());
  await (await page.$('.player')).screenshot({ path: `${s.shotDir}/sim-wall-letters.png` });

  for (const [id, was] of [['grid', false], ['background', true]]) {
    check(await page.$eval(`#${id}`, (el) => el.checked) === was, `the ${id} toggle starts ${was ? 'on' : 'off'}`);
    const before = await screenPixels(page, 0);
    await setBox(page, id, !was);
    await settle(page);
    const during = await screenPixels(page, 0);
    if (id === 'grid') await (await page.$('.player')).screenshot({ path: `${s.shotDir}/sim-grid.png` });
    await setBox(page, id, was);
    await settle(page);
    const after = await screenPixels(page, 0);
    const changed = differing(before, during), back = differing(before, after);
    check(changed > 0 && back === 0, `the ${id} toggle changes the picture and restores it`, `${changed} changed, ${back} after`);
  }
  await setBox(page, 'ov-g', true);
});

check(problems.filter((p) => !p.includes('status of 400')).length === 0, 'no other console error, page error or outside request',
  problems.join('; '));
await close(s);
process.exit(failed() ? 1 : 0);
