// The simulation page: sets a run up on the server from the control panel, steps it at the
// chosen speed and draws each player's screen, positions interpolated between frames so that
// entities glide from tile to tile. The speed changes only the animation: the server's
// simulation is the same whatever the pace. Controls and keys are bound in controls.js, the
// panels built in roster.js.
import * as api from './api.js';
import { bindControls, showSteerKeys } from './controls.js';
import { HumanKeys } from './human.js';
import { expose } from './probe.js';
import { Roster } from './roster.js';
import { StatsWindow } from './stats.js';
import { WorldMenu } from './worlds.js';

const $ = (id) => document.getElementById(id);
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
    this.tps = 15;
    this.worlds = new WorldMenu();
    this.humanKeys = new HumanKeys();
    this.preparing = null;
    expose(this);
  }

  async boot() {
    let worlds = [], navigators = [];
    try {
      [worlds, navigators] = await Promise.all([api.listWorlds(), api.listNavigators()]);
    } catch (e) {
      this.message(`cannot reach the server: ${e.message}`, true);
    }
    this.roster = new Roster($('players'), navigators, () => this.settingsChanged(true));
    this.stats = new StatsWindow($('stats'));
    this.worlds.list(worlds);
    bindControls(this);
    window.addEventListener('resize', () => this.fitPlayers());
    this.worlds.showHuman(false);
    await this.prepare();
    requestAnimationFrame((t) => this.loop(t));
  }

  /// Whether a run is under way: started and not every player done.
  inRun() { return this.state === 'running' || this.state === 'paused'; }

  /// Whether the run set up has a human player (W A S D then steer it).
  hasHuman() { return !!(this.sim && this.sim.human); }

  message(text, error = false) {
    const m = $('message');
    m.textContent = text;
    m.classList.toggle('error', error);
  }

  humanChosen(on) {
    this.worlds.humanWanted = on;
    this.settingsChanged(true);
  }

  request() {
    return this.worlds.request((n) => this.roster.planners(n), this.roster.agents.length);
  }

  /// A loaded .world file becomes the menu's world, if the server takes it.
  async tryUpload(upload) {
    this.worlds.offer(upload);
    this.worlds.showHuman(this.inRun());
    await this.prepare();
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

  /// Sets a new run up on the server (the world and every player at its start). A set-up
  /// asked for while a run is under way is dropped unless `force` (Reset).
  async prepare({ force = false, again = true } = {}) {
    if (!this.worlds.choice()) return;
    const token = {};
    this.preparing = token;
    const body = this.request();
    let answer;
    try {
      answer = await api.createSim(body);
    } catch (e) {
      if (this.preparing === token) this.refused(e);
      return;
    }
    if (this.preparing !== token || (!force && this.inRun())) { api.deleteSim(answer.id); return; }
    this.worlds.learn(answer);
    this.worlds.showHuman(this.inRun());
    // A file seen for the first time may have more agents, or an 'o', than was guessed.
    const wanted = this.request();
    if (again && (wanted.human !== body.human || (wanted.planners || []).length !== answer.agents.length)) {
      api.deleteSim(answer.id);
      await this.prepare({ force, again: false });
      return;
    }
    this.install(answer);
  }

  /// The server refused a set-up: the menu goes back to the world in use, and the message names
  /// the world refused.
  refused(error) {
    const name = this.worlds.refused();
    this.worlds.showHuman(this.inRun());
    const still = this.sim ? ` The run set up is still on ${this.sim.world.name}.` : '';
    this.message(`cannot set ${name} up: ${error.message}.${still}`, true);
  }

  install(answer) {
    if (this.sim) api.deleteSim(this.sim.id);
    this.sim = answer;
    this.worlds.installed();
    this.pending = this.live.monstersPaused ? { monsters_paused: true } : {};
    this.humanKeys.clear();
    this.queue = [];
    answer.world.cells = Uint8Array.from(answer.world.cells);
    this.from = this.to = answer.frame;
    this.moveMs = 0;
    this.roster.build(answer);
    for (const p of this.roster.all()) p.screen.setLook(this.look);
    this.stats.reset(answer.goals, answer.agents, !!answer.human);
    this.fitPlayers();
    this.setState('ready');
    this.frameShown();
    showSteerKeys(this.hasHuman());
    const w = answer.world;
    const n = answer.agents.length;
    const players = `${n} AI player${n === 1 ? '' : 's'}${answer.human ? ' and you' : ''}`;
    $('player-count').textContent = players;
    $('world-info').textContent = `${w.width}×${w.height}, ${answer.goals.length} goals`;
    $('monster-count').textContent = w.monsters.length ? `${w.monsters.length} in this world` : 'none in this world';
    const how = answer.human ? ' You move with the arrow keys or W A S D.' : '';
    this.message(`${w.name}: ${players}, seed ${answer.options.seed}. Start with Space.${how}`);
    if (this.overlays.s || this.overlays.t || answer.options.sense > 0) this.refreshDetail();
  }

  /// Ends the run under way, if any, and sets a new one up with the panel's settings.
  async reset() {
    if (this.state === 'running') this.setState('paused');
    await this.prepare({ force: true });
  }

  /// The screens as large as the stage allows, in a grid that wraps, with the statistics right
  /// under them; many players squeeze the statistics window, which then scrolls.
  fitPlayers() {
    if (!this.sim) return;
    const stage = $('players').parentElement;
    const room = stage.clientHeight - document.querySelector('.statusbar').offsetHeight - 20;
    const stats = document.querySelector('.stats-head').offsetHeight + $('stats').scrollHeight + 24;
    this.roster.fit(this.sim.world, room - Math.min(stats, Math.max(140, stage.clientHeight * 0.3)));
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
    if (this.roster) this.roster.lock(locked);
    this.worlds.showHuman(locked);
    $('start').textContent = state === 'paused' ? 'Resume' : state === 'finished' ? 'New run' : 'Start';
    $('start').disabled = state === 'running' || state === 'idle';
    $('pause').disabled = state !== 'running';
    $('step').disabled = !(state === 'paused' || state === 'ready');
  }

  async start() {
    if (this.state === 'finished') await this.prepare();
    if (this.state === 'ready' || this.state === 'paused') {
      this.setState('running');
      this.message(this.hasHuman() ? 'Running. Space pauses; g, ⇧S, t and ⇧W switch the overlays.'
        : 'Running. Space pauses; g, s, t and w switch the overlays.');
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
    const human = this.hasHuman() && this.humanKeys.take();
    if (human) this.pending.human = human;
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
    const panels = this.roster.all();
    if (along !== this.drawnAlong || this.dirty || panels.some((p) => p.screen.dirty)) {
      this.draw(along);
      this.drawnAlong = along;
      this.dirty = false;
      for (const p of panels) p.screen.dirty = false;
    }
  }

  lastQueued() { return this.queue.length ? this.queue[this.queue.length - 1] : this.to; }

  draw(t) {
    const sense = this.sim.options.sense;
    if (!this.beliefs) this.beliefs = this.to.agents.map((a) => (a.belief ? decodeBits(a.belief) : null));
    const scene = { goals: this.sim.goals, from: this.from, to: this.to, t, overlays: this.overlays, sense };
    this.roster.agents.forEach((p, k) => {
      if (k < this.to.agents.length) p.screen.draw({ ...scene, belief: sense > 0 ? this.beliefs[k] : null });
    });
    if (this.roster.human) this.roster.human.screen.draw({ ...scene, belief: null });
  }

  /// A new frame is on screen: counters, statistics, and the end of the run.
  frameShown() {
    const f = this.to;
    const goals = this.sim.goals;
    this.beliefs = null;
    this.dirty = true;
    $('tick').textContent = f.tick.toLocaleString('en-US');
    this.stats.update(f);
    this.roster.agents.forEach((p, k) => p.showStatus(f.agents[k], goals, f.stats[k]));
    if (this.roster.human) this.roster.human.showStatus(f.human, goals, f.human_stats);
    this.showLogLinks();
    if (f.finished && this.state !== 'finished' && this.state !== 'ready') {
      this.setState('finished');
      const reached = f.stats.map((s) => s.reached);
      if (f.human_stats) reached.push(`you ${f.human_stats.reached}`);
      this.message(f.all_reached ? `Every player reached every goal in ${f.tick} ticks.`
        : `The run ended at tick ${f.tick} (goals reached of ${goals.length}: ${reached.join(', ')}).${f.failure ? ` ${f.failure}` : ''}`,
      !f.all_reached);
      if ($('logging').checked) this.downloadLogs();
    }
  }

  /// A goal log link per player, the human's after the AI players'.
  showLogLinks() {
    const host = $('log-links');
    if (host.dataset.sim === this.sim.id) return;
    host.dataset.sim = this.sim.id;
    host.textContent = '';
    const link = (k, text, title) => {
      const a = document.createElement('a');
      a.className = 'button';
      a.href = api.logUrl(this.sim.id, k);
      a.download = '';
      a.textContent = text;
      a.title = title;
      host.append(a);
    };
    this.sim.agents.forEach((name, k) => link(k, `P${k + 1} .tsv`, `Player ${k + 1}'s goal log (${name}), tab-separated`));
    if (this.sim.human) link(this.sim.agents.length, 'You .tsv', 'Your goal log, tab-separated');
  }

  downloadLogs() {
    for (const a of document.querySelectorAll('#log-links a')) a.click();
  }

  setOverlay(key, on) {
    this.overlays[key] = on;
    this.dirty = true;
    if ((key === 's' || key === 't') && on && !this.inflight) this.refreshDetail();
  }

  /// The grid or the background went on or off: the screens draw their ground again.
  setLook(key, on) {
    this.look[key] = on;
    for (const p of this.roster.all()) p.screen.setLook(this.look);
  }

  setLive(key, value) {
    this.live[key] = value;
    const name = { invulnerable: 'invulnerable', monstersPaused: 'monsters_paused' }[key];
    this.settingsChanged(false, { [name]: value });
  }
}

const app = new SimApp();
app.boot();
