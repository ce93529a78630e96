// Compare mode: a second configuration (B) searched on the same map and query, drawn in a second
// panel beside the first, with the same view (pan and zoom move both) and stepped in lock-step.
import { PlannerForm } from './params-form.js';

// Pairs of configurations people ask about; each sets A and B.
const PRESETS = {
  altbest: [['astar', { heuristic: 'octile' }], ['astar', { heuristic: 'altbest' }]],
  lists: [['astar', { open: 'buckets' }], ['astar', { open: 'binary' }]],
};

export class CompareMode {
  constructor({ toggle, host, presets, planners, formA, panelA, panelB, onChange }) {
    this.toggle = toggle;
    this.host = host;
    this.formA = formA;
    this.panelA = panelA;
    this.panelB = panelB;
    this.onChange = onChange;
    this.formB = new PlannerForm(host, planners, { id: 'b', initial: 'astar', onChange: () => this.onChange() });
    this.formB.set('astar', { heuristic: 'altbest' });
    toggle.addEventListener('change', () => this.apply());
    for (const button of presets.querySelectorAll('[data-preset]')) {
      button.addEventListener('click', () => this.preset(button.dataset.preset));
    }
    this.apply();
  }

  get on() { return this.toggle.checked; }

  set(on) {
    this.toggle.checked = on;
    this.apply();
  }

  apply() {
    this.host.hidden = !this.on;
    this.panelB.setVisible(this.on);
    document.body.classList.toggle('comparing', this.on);
    // Both panels refit to their new sizes (ResizeObserver), and so share one view.
    for (const p of [this.panelA, this.panelB]) p.view.autoFit = true;
    this.onChange();
  }

  preset(name) {
    const [[pa, qa], [pb, qb]] = PRESETS[name];
    this.formA.set(pa, qa);
    this.formB.set(pb, qb);
    if (!this.on) this.set(true);
  }

  /// Copies one panel's pan and zoom to the other.
  syncView(from) {
    if (!this.on) return;
    const other = from === this.panelA.view ? this.panelB.view : this.panelA.view;
    other.setView(from.view, { byUser: !from.autoFit });
  }
}
