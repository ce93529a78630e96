// The buttons, the world menu and the keys: Moori's Table 4 (g path, s node states, t search
// trees, w threat, p pause monsters, Space pause the game, i invulnerability), ? for the help,
// and the human player's arrows and W A S D. Every shortcut toggles the same checkbox or button
// a mouse would. While the run has a human, W/A/S/D steer it and the S and W overlays need Shift.
import { bindSettings } from './settings.js';
import { steerDirection } from './human.js';

/// Speed slider stops, ticks per second; the last runs as fast as the server answers.
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 240, Infinity];

const $ = (id) => document.getElementById(id);

function setSpeed(app, index) {
  app.tps = SPEEDS[index];
  $('speed-value').textContent = Number.isFinite(app.tps) ? `${app.tps} ticks/s` : 'fastest';
}

function toggleHelp(show) {
  const help = $('help');
  help.hidden = show === undefined ? !help.hidden : !show;
}

function bindWorld(app) {
  $('world-select').addEventListener('change', () => app.prepare());
  $('upload').addEventListener('change', async (e) => {
    const file = e.target.files && e.target.files[0];
    if (!file) return;
    const upload = { name: file.name, text: await file.text() };
    e.target.value = '';
    await app.tryUpload(upload);
  });
}

/// Flips a checkbox as a click would, so that its change handler runs.
function flip(id) {
  const box = $(id);
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change'));
}

// Keys a focused menu needs for itself; every other key goes to the game.
const MENU_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Enter']);

const typing = (e) => {
  const t = e.target;
  if (!t) return false;
  if (t.tagName === 'SELECT') return MENU_KEYS.has(e.key);
  return t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && ['text', 'number', 'search'].includes(t.type));
};

function bindKeys(app) {
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') { toggleHelp(false); return; }
    if (typing(e)) return;
    const dir = steerDirection(e);
    const letter = e.key.length === 1 && /[a-z]/i.test(e.key);
    if (dir && app.hasHuman() && !(letter && e.shiftKey)) {
      e.preventDefault();
      app.humanKeys.down(e, dir);
      return;
    }
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const action = {
      g: () => flip('ov-g'),
      s: () => flip('ov-s'),
      t: () => flip('ov-t'),
      w: () => flip('ov-w'),
      p: () => flip('monsters-paused'),
      i: () => flip('invulnerable'),
      ' ': () => app.togglePause(),
      '?': () => toggleHelp(),
    }[key];
    if (!action || e.repeat) return;
    e.preventDefault();
    action();
  });
  window.addEventListener('keyup', (e) => { if (steerDirection(e)) app.humanKeys.up(e); });
  window.addEventListener('blur', () => app.humanKeys.release());
}

/// The key hints of S and W: plain, or with Shift while W A S D steer a human.
export function showSteerKeys(human) {
  for (const k of document.querySelectorAll('.steer-key')) k.textContent = human ? `⇧${k.dataset.key}` : k.dataset.key;
  $('help-shift').classList.toggle('active', human);
}

function drawLegend() {
  const items = [
    ['line', '#2f9e44', 'path free'], ['line', '#e8b100', 'walking a blocked path'], ['line', '#e03131', 'stuck'],
    ['chip', 'rgba(245, 176, 40, 0.8)', 'open'], ['chip', 'rgba(88, 150, 222, 0.6)', 'closed'],
    ['chip', 'rgba(44, 74, 190, 0.8)', 'expanded by the last replan'],
    ['chip', 'rgba(224, 49, 49, 0.45)', 'threat'], ['chip round', '#2e241b', 'pit'],
  ];
  const host = $('legend');
  for (const [kind, colour, label] of items) {
    const span = document.createElement('span');
    span.className = 'key';
    const mark = document.createElement('i');
    mark.className = kind;
    mark.style.background = colour;
    span.append(mark, label);
    host.append(span);
  }
}

export function bindControls(app) {
  $('start').addEventListener('click', () => app.start());
  $('pause').addEventListener('click', () => app.pause());
  $('step').addEventListener('click', () => app.stepOnce());
  $('reset').addEventListener('click', () => app.reset());
  $('speed').addEventListener('input', (e) => setSpeed(app, Number(e.target.value)));
  setSpeed(app, Number($('speed').value));
  $('help-button').addEventListener('click', () => toggleHelp());
  $('help-close').addEventListener('click', () => toggleHelp(false));
  $('help').addEventListener('click', (e) => { if (e.target.id === 'help') toggleHelp(false); });
  bindSettings(app);
  bindWorld(app);
  bindKeys(app);
  drawLegend();
  // Buttons, boxes and sliders keep no focus, nor a menu once chosen from, so that Space, the
  // letters and the arrows stay with the game.
  document.addEventListener('pointerup', (e) => {
    const el = e.target.closest && e.target.closest('button, input[type=checkbox], input[type=range]');
    if (el) setTimeout(() => el.blur(), 0);
  });
  document.addEventListener('change', (e) => { if (e.target.tagName === 'SELECT') e.target.blur(); });
}
