// window.gridnavSim: what the browser tests (tests/browser/sim*.mjs) read of the page: the
// run's state and frame, the totals per player and the human's, the overlays, the screens.
export function expose(app) {
  window.gridnavSim = {
    get state() { return app.state; },
    get id() { return app.sim && app.sim.id; },
    get tick() { return app.to ? app.to.tick : 0; },
    get finished() { return !!(app.to && app.to.finished) && app.state === 'finished'; },
    get frame() { return app.to; },
    get world() { return app.sim && app.sim.world; },
    get options() { return app.sim && app.sim.options; },
    get goals() { return app.sim ? app.sim.goals : []; },
    get totals() { return app.to ? app.to.stats.map((s) => ({ ...s.total, reached: s.reached })) : []; },
    get human() { return app.to ? app.to.human : null; },
    get humanTotals() {
      const h = app.to && app.to.human_stats;
      return h ? { ...h.total, reached: h.reached } : null;
    },
    get panels() { return app.roster ? app.roster.all().map((p) => p.root.dataset.player) : []; },
    get look() { return { ...app.look }; },
    get overlays() { return { ...app.overlays }; },
    get monstersPaused() { return app.live.monstersPaused; },
    get invulnerable() { return app.live.invulnerable; },
    get paused() { return app.state === 'paused'; },
    get screens() { return app.roster ? app.roster.agents.map((p) => p.screen) : []; },
    get humanScreen() { return app.roster && app.roster.human ? app.roster.human.screen : null; },
    get settled() { return app.queue.length === 0 && !app.inflight && performance.now() - app.moveStart >= app.moveMs; },
  };
}
