// The control panel and the keys of Moori's Table 4: g path, s node states, t search trees,
// w threat, p pause monsters, Space pause the game, i invulnerability; ? shows the help.
// Every key toggles the same checkbox or button a mouse would.
/// Speed slider stops, ticks per second; the last runs as fast as the server answers.
export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 240, Infinity];

const $ = (id) => document.getElementById(id);

/// The run's settings from the panel, as POST /api/sim takes them (planners and world aside).
export function readSettings() {
  return {
    seed: Math.max(0, Math.floor(Number($('seed').value) || 0)),
    follow: $('follow').value,
    sense: Number($('sense').value),
    trap_density: Number($('trap-amount').value) / 100,
    update_every: Number($('trap-every').value),
    monsters: $('monsters').checked,
    invulnerable: $('invulnerable').checked,
    threat_weight: Number($('threat-weight').value),
    vision: Number($('vision').value),
    aggressiveness: Number($('aggressiveness').value),
    monster_speed: Number($('monster-speed').value) / 10,
  };
}

// Each slider's read-out.
const READOUTS = {
  sense: (v) => (Number(v) === 0 ? 'off' : `${v} tiles`),
  'trap-amount': (v) => `${v} %`,
  'trap-every': (v) => (Number(v) === 1 ? 'every tick' : `every ${v}`),
  'threat-weight': (v) => v,
  vision: (v) => v,
  aggressiveness: (v) => `${v} %`,
  'monster-speed': (v) => (Number(v) / 10).toFixed(1),
};

function showReadout(id) {
  const out = $(`${id}-value`);
  if (out) out.textContent = READOUTS[id]($(id).value);
}

function setSpeed(app, index) {
  app.tps = SPEEDS[index];
  $('speed-value').textContent = Number.isFinite(app.tps) ? `${app.tps} ticks/s` : 'fastest';
}

export function toggleHelp(show) {
  const help = $('help');
  help.hidden = show === undefined ? !help.hidden : !show;
}

function bindSettings(app) {
  for (const id of Object.keys(READOUTS)) {
    showReadout(id);
    $(id).addEventListener('input', () => showReadout(id));
  }
  // Settings fixed for a run: a change sets the next run up again.
  for (const id of ['seed', 'sense', 'monsters', 'threat-weight', 'vision', 'aggressiveness', 'monster-speed']) {
    $(id).addEventListener('change', () => app.settingsChanged(true));
  }
  // Live settings: they go with the next step of a run under way.
  $('follow').addEventListener('change', () => app.settingsChanged(false, { follow: $('follow').value }));
  $('trap-amount').addEventListener('change',
    () => app.settingsChanged(false, { trap_density: Number($('trap-amount').value) / 100 }));
  $('trap-every').addEventListener('change',
    () => app.settingsChanged(false, { update_every: Number($('trap-every').value) }));
  $('invulnerable').addEventListener('change', () => app.setLive('invulnerable', $('invulnerable').checked));
  $('monsters-paused').addEventListener('change', () => app.setLive('monstersPaused', $('monsters-paused').checked));
  for (const key of ['g', 's', 't', 'w']) {
    $(`ov-${key}`).addEventListener('change', () => app.setOverlay(key, $(`ov-${key}`).checked));
  }
}

function bindWorld(app) {
  $('world-select').addEventListener('change', () => app.prepare());
  $('upload').addEventListener('change', async (e) => {
    const file = e.target.files && e.target.files[0];
    if (!file) return;
    app.upload = { name: file.name, text: await file.text() };
    const select = $('world-select');
    let option = select.querySelector('option[value="@upload"]');
    if (!option) {
      option = new Option('', '@upload');
      select.append(option);
    }
    option.textContent = `${file.name} (loaded)`;
    select.value = '@upload';
    e.target.value = '';
    await app.prepare();
  });
}

/// Flips a checkbox as a click would, so that its change handler runs.
function flip(id) {
  const box = $(id);
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change'));
}

const typing = (e) => {
  const t = e.target;
  return t && (t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' ||
    (t.tagName === 'INPUT' && ['text', 'number', 'search'].includes(t.type)));
};

function bindKeys(app) {
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') { toggleHelp(false); return; }
    if (typing(e)) return;
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
    if (!action) return;
    e.preventDefault();
    action();
  });
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
  $('reset').addEventListener('click', () => app.prepare());
  $('speed').addEventListener('input', (e) => setSpeed(app, Number(e.target.value)));
  setSpeed(app, Number($('speed').value));
  $('help-button').addEventListener('click', () => toggleHelp());
  $('help-close').addEventListener('click', () => toggleHelp(false));
  $('help').addEventListener('click', (e) => { if (e.target.id === 'help') toggleHelp(false); });
  bindSettings(app);
  bindWorld(app);
  bindKeys(app);
  drawLegend();
  // Buttons, boxes and sliders keep no focus, so Space and the letters stay with the game.
  for (const el of document.querySelectorAll('button, input[type=checkbox], input[type=range]')) {
    el.addEventListener('pointerup', () => setTimeout(() => el.blur(), 0));
  }
  app.overlays = { g: $('ov-g').checked, s: $('ov-s').checked, t: $('ov-t').checked, w: $('ov-w').checked };
  app.live = { invulnerable: $('invulnerable').checked, monstersPaused: $('monsters-paused').checked };
}
