// The control panel's settings: what POST /api/sim receives from them, the sliders' read-outs,
// and which setting acts how. Set-up settings are fixed for a run (a change sets the next run up
// again); live ones go with the next step of a run under way.
const $ = (id) => document.getElementById(id);

/// The run's settings from the panel, as POST /api/sim takes them (world, planners and the
/// human player aside: main.js adds those).
export function readSettings() {
  const [trapMin, trapMax] = trapRange();
  return {
    seed: Math.max(0, Math.floor(Number($('seed').value) || 0)),
    follow: $('follow').value,
    sense: Number($('sense').value),
    agent_speed: Number($('agent-speed').value) / 10,
    terrain_slows: $('terrain-slows').checked,
    costs: $('diagonal-cost').checked ? 'octile' : 'unit',
    trap_density: Number($('trap-amount').value) / 100,
    update_every: Number($('trap-every').value),
    trap_min: trapMin,
    trap_max: trapMax,
    monsters: $('monsters').checked,
    invulnerable: $('invulnerable').checked,
    threat_weight: Number($('threat-weight').value),
    vision: Number($('vision').value),
    aggressiveness: Number($('aggressiveness').value),
    monster_speed: Number($('monster-speed').value) / 10,
  };
}

const whole = (id) => {
  const el = $(id);
  return Math.min(Number(el.max), Math.max(Number(el.min), Math.round(Number(el.value) || Number(el.min))));
};

/// The trap duration's bounds, whole and in range, the shorter first.
function trapRange() {
  const a = whole('trap-min'), b = whole('trap-max');
  return [Math.min(a, b), Math.max(a, b)];
}

/// Keeps min <= max on the panel: the bound not being edited follows the one that is.
function holdTrapOrder(edited) {
  const min = $('trap-min'), max = $('trap-max');
  min.value = String(whole('trap-min'));
  max.value = String(whole('trap-max'));
  if (Number(min.value) > Number(max.value)) {
    if (edited === 'trap-min') max.value = min.value;
    else min.value = max.value;
  }
}

// Each slider's read-out.
const READOUTS = {
  sense: (v) => (Number(v) === 0 ? 'off' : `${v} tiles`),
  'agent-speed': (v) => (Number(v) / 10).toFixed(1),
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

/// Settings fixed for a run.
const SET_UP = ['seed', 'sense', 'agent-speed', 'terrain-slows', 'diagonal-cost', 'monsters', 'threat-weight',
  'vision', 'aggressiveness', 'monster-speed'];

export function bindSettings(app) {
  for (const id of Object.keys(READOUTS)) {
    showReadout(id);
    $(id).addEventListener('input', () => showReadout(id));
  }
  for (const id of SET_UP) $(id).addEventListener('change', () => app.settingsChanged(true));
  for (const id of ['trap-min', 'trap-max']) {
    $(id).addEventListener('change', () => { holdTrapOrder(id); app.settingsChanged(true); });
  }
  $('human').addEventListener('change', () => app.humanChosen($('human').checked));
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
  for (const id of ['grid', 'background']) $(id).addEventListener('change', () => app.setLook(id, $(id).checked));
  // The page starts from the boxes as the HTML ticks them.
  app.overlays = { g: $('ov-g').checked, s: $('ov-s').checked, t: $('ov-t').checked, w: $('ov-w').checked };
  app.look = { grid: $('grid').checked, background: $('background').checked };
  app.live = { invulnerable: $('invulnerable').checked, monstersPaused: $('monsters-paused').checked };
}
