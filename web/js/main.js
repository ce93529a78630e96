// The viewer: loads the registry and the maps, owns the map, the query and the searches, and runs
// the frame loop. Buttons and keys are bound in controls.js.
import * as api from './api.js';
import { Player, SearchRun } from './animator.js';
import { CompareMode } from './compare.js';
import { bindControls, buildRuleFields, drawLegend } from './controls.js';
import { Editor } from './editor.js';
import { PlannerForm } from './params-form.js';
import { Panel } from './panel.js';

const $ = (id) => document.getElementById(id);

class App {
  constructor() {
    this.map = null;
    this.bundledName = null;   // set while the map is a bundled one, unedited
    this.start = null;
    this.goal = null;
    this.runs = [];
    this.searchKey = null;
    this.searching = null;
    this.player = new Player();
    this.player.onStop = () => this.refreshButtons();
    this.stats = { fps: 0, frames: 0, playFrames: 0, playMs: 0, playFps: 0, lastFrameMs: 0, worstFrameMs: 0 };
    window.gridnavStats = this.stats;
  }

  async boot() {
    this.panelA = new Panel($('panels'), 'a');
    this.panelB = new Panel($('panels'), 'b');
    this.panelC = new Panel($('panels'), 'c');
    this.panels = [this.panelA, this.panelB, this.panelC];
    this.editor = new Editor({
      map: () => this.map,
      start: () => this.start,
      goal: () => this.goal,
      setStart: (c) => this.setQuery(c, this.goal),
      setGoal: (c) => this.setQuery(this.start, c),
      edited: (cells) => this.edited(cells),
      views: () => this.panels.map((p) => p.view),
      viewChanged: () => {},
      hover: (cell) => this.hover(cell),
    });
    for (const p of this.panels) {
      this.editor.attach(p.view);
      p.view.top.addEventListener('wheel', () => this.compare && this.compare.syncView(p.view));
      p.view.top.addEventListener('pointermove', () => this.editor.gesture && this.compare && this.compare.syncView(p.view));
    }
    let catalogs = { planners: [], rules: [], defaults: {} };
    try {
      catalogs = await api.listCatalogs();
    } catch (e) {
      this.message(`cannot list planners: ${e.message}`, true);
    }
    const planners = catalogs.planners;
    this.ruleParams = catalogs.rules;
    buildRuleFields(this, $('rule-fields'));
    this.formA = new PlannerForm($('config-a'), planners, {
      id: 'a', initial: catalogs.defaults.planner || 'astar', onChange: () => this.configChanged(),
    });
    this.compare = new CompareMode({
      toggle: $('compare'), host: $('config-b'), third: $('compare-third'), hostC: $('config-c'),
      groupC: $('config-c-group'), presets: $('compare-presets'), planners, formA: this.formA,
      panelA: this.panelA, panelB: this.panelB, panelC: this.panelC, onChange: () => this.configChanged(),
    });
    bindControls(this);
    this.configChanged();
    await this.loadMapList();
    requestAnimationFrame((t) => this.frame(t));
  }

  async loadMapList() {
    const select = $('map-select');
    let maps = [];
    try {
      maps = await api.listMaps();
    } catch (e) {
      this.message(`cannot list maps: ${e.message}`, true);
    }
    select.replaceChildren();
    for (const m of maps) {
      const option = document.createElement('option');
      option.value = m.name;
      option.textContent = m.name;
      option.title = `${m.width} × ${m.height}`;
      select.append(option);
    }
    const preferred = maps.find((m) => m.name === 'arena2.map') || maps[0];
    if (preferred) {
      select.value = preferred.name;
      await this.openBundled(preferred.name);
    }
  }

  async openBundled(name) {
    this.message(`loading ${name}…`);
    try {
      const map = await api.loadMap(name);
      this.setMap(map, name);
      this.message('');
    } catch (e) {
      this.message(`cannot load ${name}: ${e.message}`, true);
    }
  }

  /// A new map: bundled (its name given) or uploaded or drawn (name null).
  setMap(map, bundledName = null) {
    this.map = map;
    this.bundledName = bundledName;
    this.navigatorBase = null;
    this.clearSearch();
    for (const p of this.panels) p.view.setMap(map);
    this.compare.syncView(this.panelA.view);
    const [start, goal] = defaultQuery(map);
    this.setQuery(start, goal);
    this.showLayer();
    $('map-width').value = map.width;
    $('map-height').value = map.height;
    $('map-info').textContent = `${map.name} · ${map.width} × ${map.height}`;
    drawLegend(this);
    this.showOwnMap(bundledName ? null : `(${map.name})`);
  }

  // The map menu names a map of the user's own as an extra entry, so that choosing a bundled
  // map again (after editing it) is a change the menu reports.
  showOwnMap(label) {
    const select = $('map-select');
    let own = select.querySelector('option[value=""]');
    if (label) {
      if (!own) { own = document.createElement('option'); own.value = ''; select.prepend(own); }
      own.textContent = label;
      select.value = '';
    } else if (own) own.remove();
  }

  setQuery(start, goal) {
    const free = (c) => c && this.map.weights[c[1] * this.map.width + c[0]] !== 0;
    if (start && !free(start)) return this.message(`(${start}) is blocked`, true);
    if (goal && !free(goal)) return this.message(`(${goal}) is blocked`, true);
    this.start = start;
    this.goal = goal;
    this.navigatorBase = null;
    for (const p of this.panels) p.view.setMarkers(start, goal);
    $('start-text').textContent = start ? `${start[0]}, ${start[1]}` : '–';
    $('goal-text').textContent = goal ? `${goal[0]}, ${goal[1]}` : '–';
    this.clearSearch();
  }

  edited(cells) {
    if (this.bundledName) this.showOwnMap(`(${this.map.name}, edited)`);
    this.bundledName = null;
    for (const p of this.panels) {
      if (p.run) p.setRun(null);
      for (const i of cells) p.view.paintCell(i);
    }
    this.clearSearch();
    if ($('ov-layer').value) this.showLayer();
  }

  /// Asks the server for the map layer chosen (clearance or inflation costs) and draws it under
  /// the searches; none when the menu says so.
  async showLayer() {
    const kind = $('ov-layer').value;
    const map = this.map;
    if (!kind || !map) {
      for (const p of this.panels) p.view.setLayer(null);
      this.layer = null;
      return;
    }
    try {
      const values = await api.mapLayer(map, kind);
      if (this.map !== map || $('ov-layer').value !== kind) return;  // changed meanwhile
      for (const p of this.panels) p.view.setLayer({ kind, values });
      this.layer = { kind, values };
    } catch (e) {
      this.message(`cannot draw the ${kind} layer: ${e.message}`, true);
    }
  }

  configChanged() {
    if (!this.compare) return;
    this.panelA.setTitle(this.compare.on ? `A · ${this.formA.describe()}` : this.formA.describe());
    this.panelB.setTitle(`B · ${this.compare.formB.describe()}`);
    this.panelC.setTitle(`C · ${this.compare.formC.describe()}`);
    this.navigatorBase = null;
    this.clearSearch();
  }

  clearSearch() {
    if (!this.panels) return;
    this.player.setRuns([]);
    this.runs = [];
    this.searchKey = null;
    for (const p of this.panels) if (p.run) p.setRun(null); else p.update(true);
    this.refreshButtons();
  }

  plannerKind(name) {
    const entry = this.formA.planners.find((p) => p.name === name);
    return entry ? entry.kind : 'planner';
  }

  /// The move rules chosen, or null when every one is at the server's default.
  rules() {
    const rules = {};
    let isDefault = true;
    for (const p of this.ruleParams) {
      rules[p.name] = $(`rule-${p.name}`).value;
      if (rules[p.name] !== p.default) isDefault = false;
    }
    return isDefault ? null : rules;
  }

  configs() {
    return [this.formA.value(), ...this.compare.configs()];
  }

  /// Makes sure a search for the current map, query and configurations exists; posts it if not.
  async ensureSearch() {
    if (!this.map || !this.start || !this.goal) {
      this.message('set a start and a goal first', true);
      return false;
    }
    const configs = this.configs();
    const rules = this.rules();
    const key = JSON.stringify([this.start, this.goal, configs, rules]);
    if (this.searchKey === key && this.runs.length) return true;
    if (this.searching) return this.searching;
    // Navigators replan: after a first search, the edits since then travel as `changes` to the
    // map that search used, and the events hold both plans.
    const navigating = configs.every((c) => this.plannerKind(c.planner) === 'navigator');
    let mapRef = this.bundledName || this.map, changes = [];
    if (navigating && this.navigatorBase) {
      changes = diffWeights(this.navigatorBase.weights, this.map);
      mapRef = this.navigatorBase.ref;
    } else if (navigating) {
      this.navigatorBase = { ref: this.bundledName || { ...this.map, weights: this.map.weights.slice() }, weights: this.map.weights.slice() };
    }
    if (!navigating) this.navigatorBase = null;
    this.message('searching…');
    this.searching = (async () => {
      try {
        const t0 = performance.now();
        const results = await Promise.all(configs.map((c) => api.startSearch({
          map: mapRef, start: this.start, goal: this.goal, planner: c.planner, params: c.params, rules, changes,
        })));
        this.stats.searchMs = performance.now() - t0;
        this.runs = results.map((r) => new SearchRun(r, this.map.width, this.map.height));
        this.searchKey = key;
        this.player.setRuns(this.runs);
        this.panels.forEach((p, k) => p.setRun(this.runs[k] || null));
        this.runs.forEach((r) => r.load(0));
        const r = results[0];
        const replan = changes.length ? ` · replanned after ${changes.length} changed cells` : '';
        this.message(`${configs[0].planner}: ${r.events.toLocaleString('en-US')} events${r.truncated ? ' (truncated by the server)' : ''}${replan}`);
        $('message').title = results.map((x) => x.spec).filter(Boolean).join('\n');
        return true;
      } catch (e) {
        this.message(`search failed: ${e.message}`, true);
        return false;
      } finally {
        this.searching = null;
        this.refreshButtons();
      }
    })();
    return this.searching;
  }

  async play() {
    if (this.player.playing) { this.player.pause(); this.refreshButtons(); return; }
    if (!(await this.ensureSearch())) return;
    this.stats.playFrames = 0;
    this.stats.playMs = 0;
    this.stats.worstFrameMs = 0;
    this.stats.worstReplayMs = 0;
    this.stats.workMs = 0;
    for (const p of this.panels) p.view.drawCounts = { flushes: 0, tiles: 0, full: 0 };
    this.player.play();
    this.refreshButtons();
  }

  async step() {
    if (!(await this.ensureSearch())) return;
    await this.player.step();
    this.refreshButtons();
  }

  async toEnd() {
    if (!(await this.ensureSearch())) return;
    this.message('running to the end…');
    await this.player.toEnd();
    this.message('');
    this.refreshButtons();
  }

  restart() {
    this.player.restart();
    this.refreshButtons();
  }

  refreshButtons() {
    const play = $('play');
    play.textContent = this.player.playing ? 'Pause' : (this.player.done ? 'Replay' : 'Play');
    play.setAttribute('aria-pressed', String(this.player.playing));
    const hasRun = this.runs.length > 0;
    $('dl-path').disabled = !hasRun;
    $('dl-trace').disabled = !hasRun;
  }

  frame(t) {
    const s = this.stats;
    const dt = this.lastFrame === undefined ? 16 : t - this.lastFrame;
    this.lastFrame = t;
    s.frames++;
    const playing = this.player.playing;
    const work0 = performance.now();
    this.player.tick(dt);
    const work1 = performance.now();
    for (const p of this.panels) {
      if (p.element.hidden) continue;
      p.view.drainRun();
      p.view.flush();
      p.update();
    }
    s.lastFrameMs = performance.now() - work0;
    // Frame rate while playing: frames counted between requestAnimationFrame timestamps.
    if (playing) {
      s.playFrames++;
      if (s.playFrames > 1) s.playMs += dt;
      s.worstFrameMs = Math.max(s.worstFrameMs, s.lastFrameMs);
      s.worstReplayMs = Math.max(s.worstReplayMs || 0, work1 - work0);
      s.workMs = (s.workMs || 0) + s.lastFrameMs;
      if (s.playFrames > 1) s.playFps = (1000 * (s.playFrames - 1)) / s.playMs;
      this.fpsWindow = (this.fpsWindow || []).concat(t).filter((x) => t - x < 1000);
      s.fps = this.fpsWindow.length;
      $('fps-text').textContent = `${s.fps} fps`;
    } else if (this.fpsWindow && this.fpsWindow.length) {
      this.fpsWindow = [];
      $('fps-text').textContent = s.playFps ? `last run ${s.playFps.toFixed(0)} fps` : '';
    }
    s.playing = playing;
    s.done = this.player.done;
    requestAnimationFrame((x) => this.frame(x));
  }

  hover(cell) {
    if (!cell || !this.map) { $('hover-text').textContent = ''; return; }
    const i = cell[1] * this.map.width + cell[0];
    const w = this.map.weights[i];
    let text = `(${cell[0]}, ${cell[1]}) ${w === 0 ? 'blocked' : `weight ${w}`}`;
    if (this.layer && this.layer.values.length === this.map.weights.length) text += ` · ${this.layer.kind} ${this.layer.values[i]}`;
    const run = this.panelA.run;
    if (run && Number.isFinite(run.g[i])) text += ` · g ${Number(run.g[i].toFixed(3))}`;
    $('hover-text').textContent = text;
  }

  message(text, error = false) {
    const el = $('message');
    el.textContent = text;
    el.classList.toggle('error', error);
  }
}

// The cells whose weight differs from `before`, as the API's changes.
function diffWeights(before, map) {
  const changes = [];
  for (let i = 0; i < before.length; i++) {
    if (before[i] !== map.weights[i]) changes.push({ cell: [i % map.width, Math.floor(i / map.width)], weight: map.weights[i] });
  }
  return changes;
}

// A start near the top-left and a goal near the bottom-right, both free, on the same component
// is not checked here: the search says so if they are not connected.
function defaultQuery(map) {
  const free = (x, y) => map.weights[y * map.width + x] !== 0;
  let start = null, goal = null;
  for (let d = 0; d < map.width + map.height && !start; d++) {
    for (let x = 0; x <= d && !start; x++) if (x < map.width && d - x < map.height && free(x, d - x)) start = [x, d - x];
  }
  for (let d = 0; d < map.width + map.height && !goal; d++) {
    for (let x = 0; x <= d && !goal; x++) {
      const gx = map.width - 1 - x, gy = map.height - 1 - (d - x);
      if (gx >= 0 && gy >= 0 && free(gx, gy)) goal = [gx, gy];
    }
  }
  return [start, goal];
}

const app = new App();
window.gridnav = app;
app.boot();
