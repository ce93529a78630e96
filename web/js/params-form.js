// A planner chooser and the form of its parameters, built from the registry's JSON Schema:
// an `enum` becomes a menu, a number or integer an input with its minimum and maximum, anything
// else a text field. Only values that differ from the defaults are sent to the server.

function labelFor(text, control, hint) {
  const label = document.createElement('label');
  label.className = 'param';
  const name = document.createElement('span');
  name.className = 'param-name';
  name.textContent = text;
  label.append(name, control);
  if (hint) label.title = hint;
  return label;
}

function controlFor(param) {
  const s = param.schema || {};
  let control;
  if (Array.isArray(s.enum)) {
    control = document.createElement('select');
    for (const choice of s.enum) {
      const option = document.createElement('option');
      option.value = option.textContent = String(choice);
      control.append(option);
    }
  } else if (s.type === 'number' || s.type === 'integer') {
    control = document.createElement('input');
    control.type = 'number';
    if (s.minimum !== undefined) control.min = s.minimum;
    if (s.maximum !== undefined) control.max = s.maximum;
    control.step = s.type === 'integer' ? '1' : 'any';
  } else if (s.type === 'boolean') {
    control = document.createElement('select');
    for (const choice of ['true', 'false']) {
      const option = document.createElement('option');
      option.value = option.textContent = choice;
      control.append(option);
    }
  } else {
    control = document.createElement('input');
    control.type = 'text';
  }
  if (s.default !== undefined) control.value = String(s.default);
  control.dataset.param = param.name;
  return control;
}

export class PlannerForm {
  /// `host` receives the chooser and the fields; `onChange` runs after any change.
  constructor(host, planners, { id, initial = 'astar', onChange }) {
    this.host = host;
    this.planners = planners;
    this.onChange = onChange || (() => {});
    this.select = document.createElement('select');
    this.select.id = `${id}-planner`;
    this.select.className = 'planner-select';
    for (const kind of ['planner', 'navigator']) {
      const group = document.createElement('optgroup');
      group.label = kind === 'planner' ? 'Planners' : 'Navigators (replan after changes)';
      for (const p of planners.filter((q) => q.kind === kind)) {
        const option = document.createElement('option');
        option.value = p.name;
        option.textContent = p.name;
        option.title = p.summary;
        group.append(option);
      }
      if (group.children.length) this.select.append(group);
    }
    this.summary = document.createElement('p');
    this.summary.className = 'planner-summary';
    this.fields = document.createElement('div');
    this.fields.className = 'params';
    this.fields.id = `${id}-params`;
    host.append(labelFor('Algorithm', this.select), this.summary, this.fields);
    this.select.addEventListener('change', () => { this.build(); this.onChange(); });
    if (planners.some((p) => p.name === initial)) this.select.value = initial;
    this.build();
  }

  get planner() { return this.planners.find((p) => p.name === this.select.value); }

  build() {
    const planner = this.planner;
    this.fields.replaceChildren();
    this.summary.textContent = planner ? planner.summary : '';
    if (planner && planner.kind === 'navigator') {
      this.summary.textContent += '. Search, then paint: the next run replans with your changes.';
    }
    if (!planner) return;
    for (const param of planner.params) {
      const control = controlFor(param);
      control.addEventListener('change', () => { this.validate(control, param); this.onChange(); });
      this.fields.append(labelFor(param.name, control, param.summary));
    }
  }

  validate(control, param) {
    const s = param.schema || {};
    let message = '';
    if (control.type === 'number') {
      const v = Number(control.value);
      if (control.value === '' || Number.isNaN(v)) message = 'a number';
      else if (s.minimum !== undefined && v < s.minimum) message = `at least ${s.minimum}`;
      else if (s.maximum !== undefined && v > s.maximum) message = `at most ${s.maximum}`;
      else if (s.type === 'integer' && !Number.isInteger(v)) message = 'a whole number';
    }
    control.setCustomValidity(message);
    control.classList.toggle('invalid', message !== '');
    return message === '';
  }

  /// {name, params} with only the parameters that differ from their defaults.
  value() {
    const planner = this.planner;
    const params = {};
    if (planner) {
      for (const param of planner.params) {
        const control = this.fields.querySelector(`[data-param="${CSS.escape(param.name)}"]`);
        if (!control || !this.validate(control, param)) continue;
        const s = param.schema || {};
        let v = control.value;
        if (s.default !== undefined && String(s.default) === v) continue;
        if (v === '') continue;
        if (s.type === 'number' || s.type === 'integer') v = Number(v);
        else if (s.type === 'boolean') v = v === 'true';
        params[param.name] = v;
      }
    }
    return { planner: this.select.value, params };
  }

  /// Sets the planner and parameters (used by compare presets).
  set(planner, params = {}) {
    this.select.value = planner;
    this.build();
    for (const [name, value] of Object.entries(params)) {
      const control = this.fields.querySelector(`[data-param="${CSS.escape(name)}"]`);
      if (control) control.value = String(value);
    }
    this.onChange();
  }

  /// A short text for the panel's title, e.g. "astar heuristic=altbest".
  describe() {
    const { planner, params } = this.value();
    const extra = Object.entries(params).map(([k, v]) => `${k}=${v}`).join(', ');
    return extra ? `${planner} (${extra})` : planner;
  }
}
