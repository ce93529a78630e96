// The simulation page: sets a run up on the server from the control panel, steps it at the
// chosen speed and draws each player's screen, positions interpolated between frames so that
// entities glide from tile to tile. The speed changes only the animation: the server's
// simulation is the same whatever the pace. Controls and keys are bound in controls.js.
import * as api from './api.js';
import { bindControls, readSettings } from './controls.js';
import { PlayerPanel } from './players.js';
import { StatsWindow } from './stats.js';

const $ = (id) => document.getElementById(id);
const INITIAL_PLANNERS = ['dstar-lite', 'focused-dstar', 'astar-replan'];
const MAX_BATCH = 50;

function decodeBits(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

class SimApp {
  constructor() {
    this.state = 'idle';       // idle, ready (set up), running, paused, finished
    this.sim = null;           // POST /api/sim's answer
    this.from = null;          // the frame the animation leaves
    this.to = null;            // the frame it heads to
    this.queue = [];           // frames received, not shown yet
    this.moveStart = 0;
    this.moveMs = 0;
    this.inflight = false;
    this.pending = {};         // live settings for the next step
    this.overlays = { g: true, s: false, t: false, w: false };
    this.live = { invulnerable: true, monstersPaused: false };
    this.tps = 15;
    this.upload = null;        // {name, text} of a loaded .world file
    this.preparing = null;
    this.expose();
  }

  async boot() {
    let worlds = [], navigators = [];
    try {
      [worlds, navigators] = await Promise.all([api.listWorlds(), api.listNavigators()]);
    } catch (e) {
      this.message(`cannot reach the server: ${e.message}`, true);
    }
    this.worlds = worlds;
    this.panels = [0, 1, 2].map((k) => new PlayerPanel($('players'), k, navigators, INITIAL_PLANNERS[k],
      () => { this.settingsChanged(true); this.fitPlayers(); }));
    this.stats = new StatsWindow($('stats'));
    const select = $('world-select');
    for (const w of worlds) select.append(new Option(`${w.name} (${w.width}×${w.height})`, w.name));
    const preferred = worlds.find((w) => w.monsters > 0) || worlds[0];
    if (preferred) select.value = preferred.name;
    bindControls(this);
    window.addEventListener('resize', () => this.fitPlayers());
    await this.prepare();
    requestAnimationFrame((t) => this.loop(t));
  }

  /// Whether a run is under way: started and not every player done.
  inRun() { return this.state === 'running' || this.state === 'paused'; }

  message(text, error = false) {
    const m = $('message');
    m.textContent = text;
    m.classList.toggle('error', error);
  }

  request() {
    const s = readSettings();
    const planners = this.panels.map((p) => p.planner()).filter(Boolean);
    const body = { ...s, planners };
    const choice = $('world-select').value;
    if (choice === '@upload' && this.upload) {
      body.world_text = this.upload.text;
      body.world_name = this.upload.name;
    } else {
      body.world = choice;
    }
    return body;
  }

  /// A setting changed. Before a run starts, or after one ended, the next run is set up again
  /// with it; during a run, live ones go with the next step (controls.js locks the others).
  settingsChanged(structural, controls) {
    if (this.inRun()) {
      if (controls) Object.assign(this.pending, controls);
      return;
    }
    if (structural || (controls && !('monsters_paused' in controls))) this.prepareSoon();
    else if (controls) Object.assign(this.pending, controls);
  }

  prepareSoon() {
    clearTimeout(this.prepareTimer);
    // A run started in the meantime keeps its settings (a field's change event fires on the
    // click that starts the run).
    this.prepareTimer = setTimeout(() => { if (!this.inRun()) this.prepare(); }, 120);
  }

  /// Sets a new run up on the server (the world and every player at its start).
  async prepare() {
    if (!$('world-select').value) return;
    const token = {};
    this.preparing = token;
    const old = this.sim;
    let answer;
    try {
      answer = await api.createSim(this.request());
    } catch (e) {
      if (this.preparing === token) this.message(`cannot set the run up: ${e.message}`, true);
      return;
    }
    if (this.preparing !== token || this.inRun()) { api.deleteSim(answer.id); return; }
    if (old) api.deleteSim(old.id);
    this.sim = answer;
    this.pending = this.live.monstersPaused ? { monsters_paused: true } : {};
    this.queue = [];
    answer.world.cells = Uint8Array.from(answer.world.cells);
    this.from = this.to = answer.frame;
    this.moveMs = 0;
    for (const p of this.panels) p.screen.setWorld(answer.world);
    this.fitPlayers();
    this.stats.reset(answer.goals, answer.agents);
    this.setState('ready');
    this.frameShown();
    const w = answer.world;
    $('world-info').textContent = `${w.width}×${w.height}, ${answer.goals.length} goals`;
    $('monster-count').textContent = w.monsters.length ? `${w.monsters.length} in this world` : 'none in this world';
    this.message(`${w.name}: ${answer.agents.length} player${answer.agents.length > 1 ? 's' : ''}, seed ${answer.options.seed}. Start with Space.`);
    if (this.overlays.s || this.overlays.t || answer.options.sense > 0) this.refreshDetail();
  }

  /// The screens as tall as the world's shape asks at their width, so that the statistics sit
  /// right under them; a short window squeezes them.
  fitPlayers() {
    const world = this.sim && this.sim.world;
    const shown = this.panels.find((p) => p.planner());
    if (!world || !shown) return;
    const width = shown.screen.host.clientWidth;
    const head = shown.root.querySelector('.player-head').offsetHeight;
    const want = Math.ceil((width * world.height) / world.width) + head + 24;
    $('players').style.flex = `0 1 ${want}px`;
  }

  setState(state) {
    this.state = state;
    const chip = $('run-state');
    chip.dataset.state = state;
    chip.textContent = state;
    const locked = this.inRun();
    for (const el of document.querySelectorAll('.locked-in-run')) {
      if (el.tagName === 'LABEL') el.classList.toggle('locked', locked);
      else el.disabled = locked;
    }
    for (const p of this.panels || []) p.lock(locked);
    $('start').textContent = state === 'paused' ? 'Resume' : state === 'finished' ? 'New run' : 'Start';
    $('start').disabled = state === 'running' || state === 'idle';
    $('pause').disabled = state !== 'running';
    $('step').disabled = !(state === 'paused' || state === 'ready');
  }

  async start() {
    if (this.state === 'finished') await this.prepare();
    if (this.state === 'ready' || this.state === 'paused') {
      this.setState('running');
      this.message('Running. Space pauses; g, s, t and w switch the overlays.');
    }
  }

  pause() {
    if (this.state !== 'running') return;
    this.setState('paused');
    this.message('Paused. Space goes on; Step runs one tick.');
  }

  togglePause() {
    if (this.state === 'running') this.pause();
    else this.start();
  }

  async stepOnce() {
    if (this.state === 'ready') this.setState('paused');
    if (this.state === 'paused' && !this.inflight) await this.fetchStep(1);
  }

  detail() {
    return { search: this.overlays.s || this.overlays.t, belief: !!(this.sim && this.sim.options.sense > 0) };
  }

  ticksPerStep() { return Number.isFinite(this.tps) ? Math.max(1, Math.ceil(this.tps / 30)) : MAX_BATCH; }

  async fetchStep(ticks) {
    const sim = this.sim;
    this.inflight = true;
    const controls = Object.keys(this.pending).length ? this.pending : null;
    this.pending = {};
    try {
      const frame = await api.stepSim(sim.id, ticks, controls, this.detail());
      if (this.sim === sim) this.queue.push(frame);
    } catch (e) {
      if (this.sim === sim) {
        this.message(`the run stopped: ${e.message}`, true);
        this.setState('paused');
      }
    } finally {
      this.inflight = false;
    }
  }

  /// The current frame again with the search and belief, after an overlay was turned on.
  async refreshDetail() {
    const sim = this.sim;
    if (!sim) return;
    try {
      const frame = await api.simFrame(sim.id, this.detail());
      if (this.sim !== sim || !this.to || frame.tick !== this.to.tick) return;
      frame.agents.forEach((a, k) => {
        if (a.search) this.to.agents[k].search = a.search;
        if (a.belief) this.to.agents[k].belief = a.belief;
      });
      this.beliefs = null;
      this.dirty = true;
    } catch (e) {
      this.message(e.message, true);
    }
  }

  loop(now) {
    requestAnimationFrame((t) => this.loop(t));
    if (!this.sim) return;
    if (this.state === 'running' && !this.inflight && this.queue.length < 2 && !this.lastQueued().finished) {
      this.fetchStep(this.ticksPerStep());
    }
    const t = this.moveMs > 0 ? Math.min(1, (now - this.moveStart) / this.moveMs) : 1;
    if (t >= 1 && this.queue.length) {
      this.from = this.to;
      this.to = this.queue.shift();
      const ticks = Math.max(1, this.to.tick - this.from.tick);
      this.moveMs = Number.isFinite(this.tps) ? (1000 * ticks) / this.tps : 0;
      this.moveStart = now;
      this.frameShown();
    }
    const along = this.moveMs > 0 ? Math.min(1, (now - this.moveStart) / this.moveMs) : 1;
    // A still picture is drawn again only when something in it changed.
    if (along !== this.drawnAlong || this.dirty || this.panels.some((p) => p.screen.dirty)) {
      this.draw(along);
      this.drawnAlong = along;
      this.dirty = false;
      for (const p of this.panels) p.screen.dirty = false;
    }
  }

  lastQueued() { return this.queue.length ? this.queue[this.queue.length - 1] : this.to; }

  draw(t) {
    const sense = this.sim.options.sense;
    if (!this.beliefs) this.beliefs = this.to.agents.map((a) => (a.belief ? decodeBits(a.belief) : null));
    this.panels.forEach((p, k) => {
      if (k >= this.to.agents.length) return;
      p.screen.draw({
        goals: this.sim.goals, from: this.from, to: this.to, t, overlays: this.overlays,
        belief: sense > 0 ? this.beliefs[k] : null, sense,
      });
    });
  }

  /// A new frame is on screen: counters, statistics, and the end of the run.
  frameShown() {
    const f = this.to;
    this.beliefs = null;
    this.dirty = true;
    $('tick').textContent = f.tick.toLocaleString('en-US');
    this.stats.update(f.stats, f.agents);
    this.panels.forEach((p, k) => p.showStatus(f.agents[k], this.sim.goals, f.stats[k]));
    this.showLogLinks();
    if (f.finished && this.state !== 'finished' && this.state !== 'ready') {
      this.setState('finished');
      const reached = f.stats.map((s) => s.reached).join(', ');
      this.message(f.all_reached ? `Every player reached every goal in ${f.tick} ticks.`
        : `The run ended at tick ${f.tick} (goals reached: ${reached}).${f.failure ? ` ${f.failure}` : ''}`, !f.all_reached);
      if ($('logging').checked) this.downloadLogs();
    }
  }

  showLogLinks() {
    const host = $('log-links');
    if (host.dataset.sim === this.sim.id) return;
    host.dataset.sim = this.sim.id;
    host.textContent = '';
    this.sim.agents.forEach((name, k) => {
      const a = document.createElement('a');
      a.className = 'button';
      a.href = api.logUrl(this.sim.id, k);
      a.download = '';
      a.textContent = `P${k + 1} .tsv`;
      a.title = `Player ${k + 1}'s goal log (${name}), tab-separated`;
      host.append(a);
    });
  }

  downloadLogs() {
    for (const a of document.querySelectorAll('#log-links a')) a.click();
  }

  setOverlay(key, on) {
    this.overlays[key] = on;
    this.dirty = true;
    if ((key === 's' || key === 't') && on && !this.inflight) this.refreshDetail();
  }

  setLive(key, value) {
    this.live[key] = value;
    const name = { invulnerable: 'invulnerable', monstersPaused: 'monsters_paused' }[key];
    this.settingsChanged(false, { [name]: value });
  }

  /// What the tests read: the run's state, the totals per player, the overlays.
  expose() {
    const app = this;
    window.gridnavSim = {
      get state() { return app.state; },
      get id() { return app.sim && app.sim.id; },
      get tick() { return app.to ? app.to.tick : 0; },
      get finished() { return !!(app.to && app.to.finished) && app.state === 'finished'; },
      get frame() { return app.to; },
      get world() { return app.sim && app.sim.world; },
      get options() { return app.sim && app.sim.options; },
      get totals() { return app.to ? app.to.stats.map((s) => ({ ...s.total, reached: s.reached })) : []; },
      get overlays() { return { ...app.overlays }; },
      get monstersPaused() { return app.live.monstersPaused; },
      get invulnerable() { return app.live.invulnerable; },
      get paused() { return app.state === 'paused'; },
      get screens() { return app.panels.map((p) => p.screen); },
      get settled() { return app.queue.length === 0 && !app.inflight && performance.now() - app.moveStart >= app.moveMs; },
    };
  }
}

const app = new SimApp();
app.boot();
