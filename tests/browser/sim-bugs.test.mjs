// The simulation page's bugs of issue 43, each checked the way it showed:
// (1) Reset during a run, running or paused, ends it and sets a new one up (state "ready",
//     tick 0, a new id);
// (2) a world file the server refuses leaves the menu on the world in use, and the message
//     names the refused file;
// (4) after a choice in the Follow, planner or world menu, Space and g act at once;
// (6) before Start, with "Path to goal" ticked, each player's tick-0 path is drawn.
// Usage: node sim-bugs.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { join } from 'node:path';
import { check, failed } from './harness.mjs';
import { close, differing, guarded, load, openSim, screenPixels, settle, waitReady, worldFile } from './sim-lib.mjs';

const s = await openSim('sim-bugs.test.mjs');
const { page, problems, sim, shot } = s;
const run = () => sim(() => ({ state: window.gridnavSim.state, id: window.gridnavSim.id, tick: window.gridnavSim.tick }));

// (1) Reset while running, then while paused.
await guarded(s, 'reset', async () => {
  await page.click('#start');
  await page.waitForTimeout(2000);
  const before = await run();
  check(before.state === 'running' && before.tick > 0, 'the run is under way after 2 s', JSON.stringify(before));
  await page.click('#reset');
  await page.waitForFunction((id) => window.gridnavSim.state === 'ready' && window.gridnavSim.id !== id, before.id, { timeout: 10000 })
    .catch(() => {});
  await page.waitForTimeout(500);
  const after = await run();
  check(after.state === 'ready' && after.tick === 0 && after.id !== before.id, 'Reset during a run sets a new run up',
    `${JSON.stringify(before)} → ${JSON.stringify(after)}`);

  await page.click('#start');
  await page.waitForFunction(() => window.gridnavSim.tick > 5, null, { timeout: 10000 });
  await page.click('#pause');
  const paused = await run();
  await page.click('#reset');
  await page.waitForFunction((id) => window.gridnavSim.id !== id, paused.id, { timeout: 10000 }).catch(() => {});
  await page.waitForTimeout(500);
  const reset = await run();
  check(paused.state === 'paused' && reset.state === 'ready' && reset.tick === 0 && reset.id !== paused.id,
    'Reset while paused sets a new run up', `${JSON.stringify(paused)} → ${JSON.stringify(reset)}`);
  check(!(await page.$eval('#world-select', (el) => el.disabled)), 'the world menu is free again after Reset');
});

// (2) A loaded world, then a file the server refuses (it has no key).
await guarded(s, 'refused upload', async () => {
  await load(s);
  await page.setInputFiles('#upload', join(s.worldsDir, 'crypt.world'));
  await waitReady(page, {}, 'crypt.world');
  const good = await run();
  const bad = worldFile('nokeys.world', ['AAAAAAA', 'Ap    A', 'A     A', 'AAAAAAA']);
  await page.setInputFiles('#upload', bad);
  await page.waitForFunction(() => document.getElementById('message').classList.contains('error'), null, { timeout: 10000 });
  await page.waitForTimeout(300);
  const shown = await page.$eval('#world-select', (el) => el.selectedOptions[0].textContent);
  const message = await page.$eval('#message', (el) => el.textContent);
  const now = await run();
  const world = await sim(() => window.gridnavSim.world.name);
  check(shown.startsWith(world) && world === 'crypt.world', 'after a refused file the menu shows the world in use',
    `menu "${shown}", world ${world}`);
  check(message.includes('nokeys.world'), 'the error names the refused file', message);
  check(now.id === good.id && now.state === 'ready', 'the run set up is still the one of the world in use');
  await shot('sim-refused-upload');

  // The same from a bundled world: the menu goes back to it.
  await page.selectOption('#world-select', 'maze.world');
  await waitReady(page, {}, 'maze.world');
  await page.setInputFiles('#upload', bad);
  await page.waitForFunction(() => document.getElementById('message').textContent.includes('nokeys.world'), null, { timeout: 10000 });
  await page.waitForTimeout(300);
  const value = await page.$eval('#world-select', (el) => el.value);
  const options = await page.$$eval('#world-select option', (o) => o.map((e) => e.textContent));
  check(value === 'maze.world' && !options.some((t) => t.includes('nokeys')), 'a refused file leaves a bundled world chosen',
    `${value}; ${options.join(', ')}`);
});

// (4) After choosing from a menu, Space and g go to the game at once.
await guarded(s, 'menus and keys', async () => {
  await load(s);
  const menus = [['#follow', 'wait'], ['#planner-1', 'lpa'], ['#world-select', 'maze.world']];
  for (const [menu, value] of menus) {
    await page.focus(menu);
    await page.selectOption(menu, value);
    await waitReady(page);
    const g = await sim(() => window.gridnavSim.overlays.g);
    await page.keyboard.press('g');
    await page.waitForTimeout(150);
    const g2 = await sim(() => window.gridnavSim.overlays.g);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    const state = await sim(() => window.gridnavSim.state);
    check(g2 === !g && state === 'running', `after choosing from ${menu}, g and Space act`, `g ${g} → ${g2}, state ${state}`);
    await page.keyboard.press('g');
    await page.click('#reset');
    await waitReady(page);
  }
});

// (6) Before Start the tick-0 paths are drawn: g changes the pixels along them.
await guarded(s, 'paths before Start', async () => {
  await load(s);
  await settle(page);
  const frame = await sim(() => window.gridnavSim.frame);
  const paths = frame.agents.map((a) => a.path.length);
  check(frame.tick === 0 && paths.every((n) => n > 1), 'the tick-0 frame carries every player\'s path', paths.join(', '));
  check(await page.$eval('#ov-g', (el) => el.checked), 'Path to goal is ticked by default');
  const along = await sim(() => {
    const g = window.gridnavSim;
    return g.frame.agents.map((a, k) => a.path.slice(2, -1).map(([x, y]) => {
      const [px, py] = g.screens[k].cellCenter(x, y);
      return Array.from(g.screens[k].canvas.getContext('2d').getImageData(Math.floor(px), Math.floor(py), 1, 1).data);
    }));
  });
  const withG = await Promise.all(frame.agents.map((_, k) => screenPixels(page, k)));
  await page.keyboard.press('g');
  await settle(page);
  const withoutG = await Promise.all(frame.agents.map((_, k) => screenPixels(page, k)));
  await page.keyboard.press('g');
  // The path's colour by its state (screen.js draws it at 90 % over the floor).
  const COLOURS = { clear: [47, 158, 68], obstructed: [232, 177, 0], stuck: [224, 49, 49] };
  frame.agents.forEach((a, k) => {
    const changed = differing(withG[k], withoutG[k]);
    const want = COLOURS[a.path_state];
    const near = along[k].filter((px) => px.slice(0, 3).every((v, i) => Math.abs(v - want[i]) < 45)).length;
    check(changed > 0 && along[k].length > 0 && near >= 0.8 * along[k].length, `player ${k + 1}'s path is drawn before Start`,
      `${changed} pixels differ with g off; ${near}/${along[k].length} path cells in the ${a.path_state} colour`);
  });
  await shot('sim-paths-before-start');
});

// The refused file's answer is a 400 the browser logs; anything else is a problem.
const others = problems.filter((p) => !p.includes('status of 400'));
check(others.length === 0, 'no other console error, page error or outside request', others.join('; '));
await close(s);
process.exit(failed() ? 1 : 0);
