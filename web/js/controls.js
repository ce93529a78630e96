// Buttons, sliders and keyboard shortcuts, bound to the App of main.js.
import * as api from './api.js';
import { legend } from './colors.js';
import { Tool, blankMap, download, movingAiText, resizeMap } from './editor.js';

const $ = (id) => document.getElementById(id);

// The speed slider is logarithmic: 0 → 10 expansions per second, 100 → a million.
const speedOf = (v) => Math.round(10 ** (1 + (5 * v) / 100));

function setTool(app, tool) {
  app.editor.tool = tool;
  for (const b of document.querySelectorAll('.tool')) {
    const on = b.dataset.tool === tool;
    b.classList.toggle('active', on);
    b.setAttribute('aria-checked', String(on));
  }
  document.body.dataset.tool = tool;
}

function setBrush(app, weight) {
  app.editor.brush = weight;
  $('brush').value = weight;
  $('brush-value').textContent = weight;
}

function overlays() {
  return { order: $('ov-order').checked, heat: $('ov-heat').checked, tree: $('ov-tree').checked, path: $('ov-path').checked };
}

function applyOverlays(app) {
  for (const p of app.panels) p.view.setOverlays(overlays());
  drawLegend(app);
}

/// The legend under the map; main.js calls it again when the map changes.
export function drawLegend(app) {
  const o = overlays();
  const el = $('legend');
  const gradient = (stops) => `linear-gradient(90deg, ${stops.join(', ')})`;
  const parts = [];
  if (o.heat) parts.push(`<span class="key"><i class="ramp" style="background:${gradient(legend.heatStops)}"></i>g low → high</span>`);
  else if (o.order) {
    parts.push(`<span class="key"><i class="ramp" style="background:${gradient(legend.orderStops)}"></i>expanded early → late</span>`);
    parts.push('<span class="key"><i class="chip open"></i>open</span>');
  }
  if (o.path) parts.push('<span class="key"><i class="chip path"></i>path</span>');
  const layer = $('ov-layer').value;
  if (layer === 'inflation') {
    parts.push(`<span class="key"><i class="ramp" style="background:${gradient(legend.inflationStops)}"></i>inflation cost 1 → 252</span>`);
    parts.push(`<span class="key"><i class="chip" style="background:${legend.inscribed}"></i>within the robot's radius</span>`);
  } else if (layer === 'clearance') {
    parts.push(`<span class="key"><i class="ramp" style="background:${gradient(legend.clearanceStops)}"></i>clearance 1 → 16+</span>`);
  }
  if (app.map && app.map.weights.some((w) => w > 1)) {
    parts.push(`<span class="key"><i class="ramp" style="background:${gradient(legend.terrainStops)}"></i>terrain 1 → 9+</span>`);
  }
  el.innerHTML = parts.join('');
}

function setSpeed(app, v) {
  v = Math.max(0, Math.min(100, v));
  $('speed').value = v;
  app.player.speed = speedOf(v);
  $('speed-value').textContent = `${app.player.speed.toLocaleString('en-US')}/s`;
}

function toggleHelp(show) {
  const help = $('help');
  help.hidden = show === undefined ? !help.hidden : !show;
}

async function saveMap(app, format) {
  if (!app.map) return;
  const stem = (app.map.name || 'map').replace(/\.[^.]*$/, '');
  try {
    download(`${stem}.${format}`, await api.exportMap(app.map, format));
  } catch (e) {
    if (format === 'map') download(`${stem}.map`, movingAiText(app.map));
    else app.message(`cannot export: ${e.message}`, true);
  }
}

function downloadPath(app) {
  const run = app.runs[0];
  if (!run) return;
  const r = run.result;
  const body = { map: app.map.name, start: app.start, goal: app.goal, spec: r.spec, status: r.status, cost: r.cost, path: r.path, stats: r.stats };
  download('path.json', JSON.stringify(body, null, 2) + '\n', 'application/json');
}

async function downloadTrace(app) {
  const run = app.runs[0];
  if (!run) return;
  // Fetched first, so that a server error shows as a message rather than a broken download.
  try {
    const response = await fetch(api.traceUrl(run.id, 'json'));
    if (!response.ok) {
      let reason = `${response.status}`;
      try { reason = (await response.json()).error || reason; } catch (_) { /* not JSON */ }
      throw new Error(reason);
    }
    download(`${run.id}.trace.json`, await response.blob());
  } catch (e) {
    app.message(`cannot download the trace: ${e.message}`, true);
  }
}

function downloadPng(app) {
  const panels = app.panels.filter((p) => !p.element.hidden);
  const shots = panels.map((p) => p.view.snapshot());
  const out = document.createElement('canvas');
  out.width = shots.reduce((s, c) => s + c.width, 0);
  out.height = Math.max(...shots.map((c) => c.height));
  const ctx = out.getContext('2d');
  let x = 0;
  for (const c of shots) { ctx.drawImage(c, x, 0); x += c.width; }
  out.toBlob((blob) => blob && download('gridnav-view.png', blob));
}

function bindMapControls(app) {
  $('map-select').addEventListener('change', (e) => e.target.value && app.openBundled(e.target.value));
  $('upload').addEventListener('change', async (e) => {
    const files = e.target.files;
    if (!files || !files.length) return;
    app.message('reading the upload…');
    try {
      app.setMap(await api.parseUpload(files));
      app.message('');
    } catch (err) {
      app.message(`cannot read ${Array.from(files).map((f) => f.name).join(', ')}: ${err.message}`, true);
    }
    e.target.value = '';
  });
  const size = () => [Math.max(2, Math.min(4096, Number($('map-width').value) || 64)), Math.max(2, Math.min(4096, Number($('map-height').value) || 48))];
  $('map-new').addEventListener('click', () => { const [w, h] = size(); app.setMap(blankMap(w, h)); setTool(app, Tool.wall); });
  $('map-resize').addEventListener('click', () => { if (app.map) { const [w, h] = size(); app.setMap(resizeMap(app.map, w, h)); } });
  $('map-clear').addEventListener('click', () => { if (app.map) app.setMap(blankMap(app.map.width, app.map.height, app.map.name)); });
  $('save-map').addEventListener('click', () => saveMap(app, 'map'));
  $('save-wmap').addEventListener('click', () => saveMap(app, 'wmap'));
}

function bindKeys(app) {
  const keys = {
    ' ': () => {}, s: () => app.step(), ArrowRight: () => app.step(), r: () => app.restart(), e: () => app.toEnd(),
    Enter: () => app.play(), a: () => setTool(app, Tool.start), g: () => setTool(app, Tool.goal),
    w: () => setTool(app, Tool.wall), x: () => setTool(app, Tool.erase),
    '+': () => setSpeed(app, Number($('speed').value) + 5), '=': () => setSpeed(app, Number($('speed').value) + 5),
    '-': () => setSpeed(app, Number($('speed').value) - 5),
    o: () => { $('ov-order').click(); }, h: () => { $('ov-heat').click(); }, t: () => { $('ov-tree').click(); }, p: () => { $('ov-path').click(); },
    l: () => { const s = $('ov-layer'); s.selectedIndex = (s.selectedIndex + 1) % s.options.length; s.dispatchEvent(new Event('change')); },
    c: () => app.compare.set(!app.compare.on), f: () => app.panels.forEach((p) => p.view.fit()),
    '?': () => toggleHelp(), Escape: () => toggleHelp(false),
  };
  const typing = (e) => e.target.matches('input[type=text], input[type=number], select, textarea');
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
    if (e.key === ' ') {
      // Space plays or pauses on release, unless it was held to pan.
      e.preventDefault();
      if (!e.repeat) { app.editor.spaceHeld = true; app.editor.spaceUsedForPan = false; document.body.classList.add('space-pan'); }
      return;
    }
    if (/^[1-9]$/.test(e.key)) { setBrush(app, Number(e.key)); setTool(app, Tool.terrain); return; }
    const action = keys[e.key] || keys[e.key.toLowerCase()];
    if (action) { e.preventDefault(); action(); }
  });
  window.addEventListener('keyup', (e) => {
    if (e.key !== ' ') return;
    document.body.classList.remove('space-pan');
    const wasPan = app.editor.spaceUsedForPan;
    app.editor.spaceHeld = false;
    if (!wasPan && !typing(e)) app.play();
  });
}

export function bindControls(app) {
  $('play').addEventListener('click', () => app.play());
  $('step').addEventListener('click', () => app.step());
  $('end').addEventListener('click', () => app.toEnd());
  $('restart').addEventListener('click', () => app.restart());
  $('speed').addEventListener('input', (e) => setSpeed(app, Number(e.target.value)));
  setSpeed(app, Number($('speed').value));
  for (const id of ['ov-order', 'ov-heat', 'ov-tree', 'ov-path']) $(id).addEventListener('change', () => applyOverlays(app));
  $('ov-layer').addEventListener('change', async () => { await app.showLayer(); drawLegend(app); });
  applyOverlays(app);
  for (const b of document.querySelectorAll('.tool')) b.addEventListener('click', () => setTool(app, b.dataset.tool));
  setTool(app, Tool.start);
  $('brush').addEventListener('input', (e) => { setBrush(app, Number(e.target.value)); setTool(app, Tool.terrain); });
  $('dl-path').addEventListener('click', () => downloadPath(app));
  $('dl-trace').addEventListener('click', () => downloadTrace(app));
  $('dl-png').addEventListener('click', () => downloadPng(app));
  $('help-button').addEventListener('click', () => toggleHelp());
  $('help-close').addEventListener('click', () => toggleHelp(false));
  $('help').addEventListener('click', (e) => { if (e.target.id === 'help') toggleHelp(false); });
  bindMapControls(app);
  bindKeys(app);
  // Buttons keep no focus, so space and the arrows stay with the viewer.
  for (const b of document.querySelectorAll('button')) b.addEventListener('mouseup', () => b.blur());
}

/// The move rules' summary line: "8-connected, no corner cutting, octile costs".
function rulesText(values) {
  const c = values.connect, d = (values.diagonal || '').replace(/-/g, ' ');
  return `${c}-connected${c === '8' ? `, ${d}` : ''}, ${values.costs} costs`;
}

/// One select per move rule that the server declares (app.ruleParams: name, choices,
/// default, help), into `host`; a change updates the summary and clears the search.
export function buildRuleFields(app, host) {
  host.textContent = '';
  const values = () => Object.fromEntries(app.ruleParams.map((p) => [p.name, $(`rule-${p.name}`).value]));
  for (const p of app.ruleParams) {
    const label = document.createElement('label');
    label.className = 'field';
    label.title = p.help || '';
    const name = document.createElement('span');
    name.textContent = p.name.charAt(0).toUpperCase() + p.name.slice(1);
    const select = document.createElement('select');
    select.id = `rule-${p.name}`;
    for (const choice of p.choices || []) {
      const option = document.createElement('option');
      option.textContent = choice;
      option.selected = choice === p.default;
      select.append(option);
    }
    select.addEventListener('change', () => {
      $('rules-text').textContent = rulesText(values());
      app.clearSearch();
    });
    label.append(name, select);
    host.append(label);
  }
  if (app.ruleParams.length) $('rules-text').textContent = rulesText(values());
}
