// Every bundled world (GET /api/worlds) is playable at the simulation page's defaults (issue 43,
// bug 5): set up as the page loads it, run at the fastest speed, every AI player must reach
// every goal. The ticks each world takes are logged.
// Usage: node sim-worlds.test.mjs GRIDNAV_BINARY SOURCE_DIR SCREENSHOT_DIR
import { check, failed } from './harness.mjs';
import { close, guarded, load, openSim, setValue, waitReady } from './sim-lib.mjs';

const s = await openSim('sim-worlds.test.mjs');
const { page, problems, sim, shot } = s;
const worlds = (await (await fetch(`${s.server.base}/api/worlds`)).json()).worlds.map((w) => w.name);
check(worlds.length >= 3, 'the server bundles the worlds of data/worlds', worlds.join(', '));

for (const name of worlds) {
  await guarded(s, name, async () => {
    await load(s);
    await page.selectOption('#world-select', name);
    await waitReady(page, {}, name);
    const options = await sim(() => window.gridnavSim.options);
    await setValue(page, 'speed', 9);  // fastest: the animation only
    const began = Date.now();
    await page.click('#start');
    await page.waitForFunction(() => window.gridnavSim.finished, null, { timeout: 240000 });
    const seconds = ((Date.now() - began) / 1000).toFixed(1);
    const result = await sim(() => {
      const g = window.gridnavSim;
      return { tick: g.tick, goals: g.goals.length, totals: g.totals, all_reached: g.frame.all_reached, failure: g.frame.failure };
    });
    const reached = result.totals.map((t) => t.reached);
    console.log(`     ${name}: ${result.tick} ticks (${seconds} s), ${reached.length} players, goals reached ${reached.join(', ')} of ${result.goals};` +
      ` follow ${options.follow}, traps ${options.trap_density}, seed ${options.seed}`);
    check(result.all_reached && reached.every((r) => r === result.goals),
      `${name} at the page's defaults: every player reaches every goal`, `tick ${result.tick}${result.failure ? `, ${result.failure}` : ''}`);
    await shot(`sim-world-${name.replace(/\W+/g, '-')}`);
  });
}

check(problems.length === 0, 'no console error, page error or outside request', problems.join('; '));
await close(s);
process.exit(failed() ? 1 : 0);
