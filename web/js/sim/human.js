// The human player's keys: the arrows and W A S D. A press queues one step, its direction that
// of every key down in the CHORD_MS after it (up and right pressed together: one diagonal step;
// right pressed while up is held: a diagonal too). A key held longer than HOLD_MS sets a heading
// the human keeps walking until the keys are let go. The steps and the heading go with the next
// step request as controls.human (docs/viewer-api.md).

const HOLD_MS = 220;
const CHORD_MS = 60;

const DIRECTIONS = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
  w: [0, -1], s: [0, 1], a: [-1, 0], d: [1, 0],
};
const NAMES = { '0,-1': 'n', '1,-1': 'ne', '1,0': 'e', '1,1': 'se', '0,1': 's', '-1,1': 'sw', '-1,0': 'w', '-1,-1': 'nw' };

const keyId = (e) => (e.key.length === 1 ? e.key.toLowerCase() : e.key);

/// The key's direction [dx, dy] (y grows downwards), or null for a key that does not steer.
export function steerDirection(e) {
  return DIRECTIONS[keyId(e)] || null;
}

/// The move name of the sum of some directions ("n", "ne", ...), null when they cancel out.
function moveName(dirs) {
  const dx = Math.sign(dirs.reduce((s, d) => s + d[0], 0)), dy = Math.sign(dirs.reduce((s, d) => s + d[1], 0));
  return NAMES[`${dx},${dy}`] || null;
}

export class HumanKeys {
  constructor() {
    this.held = new Map();    // key -> direction, in the order pressed
    this.chord = null;        // directions pressed since the first of a chord, until it is queued
    this.holding = false;     // the keys have been down long enough to set a heading
    this.moves = [];          // steps not sent yet
    this.heading = null;
    this.headingChanged = false;
  }

  /// A steering key went down.
  down(e, dir) {
    const id = keyId(e);
    if (e.repeat || this.held.has(id)) return;
    this.held.set(id, dir);
    if (this.chord) {
      this.chord.push(dir);
    } else {
      this.chord = [...this.held.values()];
      this.chordTimer = setTimeout(() => this.queueChord(), CHORD_MS);
    }
    if (this.holding) this.setHeading(moveName([...this.held.values()]));
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => this.hold(), HOLD_MS);
  }

  /// The chord's time is up: one step the way of its keys (none when they cancel out).
  queueChord() {
    const name = this.chord && moveName(this.chord);
    this.chord = null;
    if (name) this.moves.push(name);
  }

  /// A steering key went up.
  up(e) {
    if (!this.held.delete(keyId(e))) return;
    if (this.held.size === 0) this.release();
    else if (this.holding) this.setHeading(moveName([...this.held.values()]));
  }

  /// The keys are still down: walk on that way.
  hold() {
    if (!this.held.size) return;
    this.holding = true;
    this.setHeading(moveName([...this.held.values()]));
  }

  /// Every key let go (or the window lost the focus): stop walking.
  release() {
    clearTimeout(this.holdTimer);
    this.held.clear();
    this.holding = false;
    this.setHeading(null);
  }

  setHeading(name) {
    if (name === this.heading) return;
    this.heading = name;
    this.headingChanged = true;
  }

  /// What goes with the next step as controls.human: the queued steps and a changed heading;
  /// null when there is nothing new.
  take() {
    if (!this.moves.length && !this.headingChanged) return null;
    const controls = {};
    if (this.moves.length) controls.moves = this.moves;
    if (this.headingChanged) controls.heading = this.heading;
    this.moves = [];
    this.headingChanged = false;
    return controls;
  }

  /// A new run: nothing held, nothing queued.
  clear() {
    this.release();
    clearTimeout(this.chordTimer);
    this.chord = null;
    this.moves = [];
    this.heading = null;
    this.headingChanged = false;
  }
}
