// Compare mode: a second configuration (B), and on request a third (C), searched on the same map
// and query, drawn in panels beside the first, with the same view (pan and zoom move all) and
// stepped in lock-step.
import { PlannerForm } from './params-form.js';

// Configurations people ask about; each sets A and B, and C when it names three.
const PRESETS = {
  altbest: [['astar', { heuristic: 'octile' }], ['astar', { heuristic: 'altbest' }]],
  lists: [['astar', { open: 'buckets' }], ['astar', { open: 'binary' }]],
  anyangle: [['astar', {}], ['theta-star', {}], ['anya', {}]],
};

export class CompareMode {
  constructor({ toggle, host, third, hostC, groupC, presets, planners, formA, panelA, panelB, panelC, onChange }) {
    this.toggle = toggle;
    this.host = host;
    this.thirdToggle = third;
    this.hostC = hostC;
    this.groupC = groupC;
    this.formA = formA;
    this.panelA = panelA;
    this.panelB = panelB;
    this.panelC = panelC;
    this.onChange = onChange;
    this.formB = new PlannerForm(host, planners, { id: 'b', initial: 'astar', onChange: () => this.onChange() });
    this.formB.set('astar', { heuristic: 'altbest' });
    this.formC = new PlannerForm(hostC, planners, { id: 'c', initial: 'astar', onChange: () => this.onChange() });
    toggle.addEventListener('change', () => this.apply());
    third.addEventListener('change', () => this.apply());
    for (const button of presets.querySelectorAll('[data-preset]')) {
      button.addEventListener('click', () => this.preset(button.dataset.preset));
    }
    this.apply();
  }

  get on() { return this.toggle.checked; }
  /// Whether the third panel is shown (only in compare mode).
  get third() { return this.on && this.thirdToggle.checked; }

  set(on) {
    this.toggle.checked = on;
    this.apply();
  }

  apply() {
    this.host.hidden = !this.on;
    this.groupC.hidden = !this.on;
    this.hostC.hidden = !this.third;
    this.panelB.setVisible(this.on);
    this.panelC.setVisible(this.third);
    document.body.classList.toggle('comparing', this.on);
    // The panels refit to their new sizes (ResizeObserver), and so share one view.
    for (const p of [this.panelA, this.panelB, this.panelC]) p.view.autoFit = true;
    this.onChange();
  }

  preset(name) {
    const [[pa, qa], [pb, qb], c] = PRESETS[name];
    this.formA.set(pa, qa);
    this.formB.set(pb, qb);
    if (c) this.formC.set(c[0], c[1]);
    this.thirdToggle.checked = Boolean(c);
    if (!this.on) this.set(true);
    else this.apply();
  }

  /// The configurations of the panels shown after A's.
  configs() {
    if (!this.on) return [];
    return this.third ? [this.formB.value(), this.formC.value()] : [this.formB.value()];
  }

  /// Copies one panel's pan and zoom to the others.
  syncView(from) {
    if (!this.on) return;
    for (const p of [this.panelA, this.panelB, this.panelC])
      if (p.view !== from) p.view.setView(from.view, { byUser: !from.autoFit });
  }
}
