// The mouse on the map: set or drag the start and the goal, paint walls and terrain weights,
// pan (middle button, or left button with space held) and zoom (wheel). Also blank maps, resizing
// and saving a map as a file.

export const Tool = Object.freeze({ start: 'start', goal: 'goal', wall: 'wall', terrain: 'terrain', erase: 'erase' });

// Cells on the segment from a to b (Bresenham), so a fast stroke leaves no gaps.
function* line([x0, y0], [x1, y1]) {
  const dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    yield [x0, y0];
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x0 += sx; }
    if (e2 <= dx) { err += dx; y0 += sy; }
  }
}

const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

export class Editor {
  /// `app` gives: map(), start(), goal(), setStart(cell), setGoal(cell), edited(), views(),
  /// viewChanged(view), hover(cell).
  constructor(app) {
    this.app = app;
    this.tool = Tool.start;
    this.brush = 5;          // terrain weight painted by the terrain tool
    this.spaceHeld = false;
    this.spaceUsedForPan = false;
    this.gesture = null;
  }

  attach(view) {
    const el = view.top;
    el.addEventListener('contextmenu', (e) => e.preventDefault());
    el.addEventListener('pointerdown', (e) => this.down(view, e));
    el.addEventListener('pointermove', (e) => this.move(view, e));
    el.addEventListener('pointerup', (e) => this.up(view, e));
    el.addEventListener('pointercancel', (e) => this.up(view, e));
    el.addEventListener('pointerleave', () => this.app.hover(null));
    el.addEventListener('wheel', (e) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      view.zoomAt(e.clientX - rect.left, e.clientY - rect.top, Math.exp(-e.deltaY * 0.0015));
      this.app.viewChanged(view.view);
    }, { passive: false });
  }

  down(view, e) {
    const panning = e.button === 1 || (e.button === 0 && this.spaceHeld);
    view.top.setPointerCapture(e.pointerId);
    if (panning) {
      e.preventDefault();
      this.spaceUsedForPan = this.spaceUsedForPan || this.spaceHeld;
      this.gesture = { kind: 'pan', x: e.clientX, y: e.clientY };
      view.top.classList.add('panning');
      return;
    }
    if (e.button !== 0) return;
    const cell = view.cellAt(e.clientX, e.clientY);
    if (!cell) return;
    // A press on a marker drags it, whatever the tool.
    if (same(cell, this.app.start())) { this.gesture = { kind: 'drag-start' }; return; }
    if (same(cell, this.app.goal())) { this.gesture = { kind: 'drag-goal' }; return; }
    switch (this.tool) {
      case Tool.start: this.app.setStart(cell); this.gesture = { kind: 'drag-start' }; break;
      case Tool.goal: this.app.setGoal(cell); this.gesture = { kind: 'drag-goal' }; break;
      default:
        this.gesture = { kind: 'paint', last: cell, weight: this.paintWeight() };
        this.paint([cell]);
    }
  }

  move(view, e) {
    const g = this.gesture;
    if (g && g.kind === 'pan') {
      const dx = e.clientX - g.x, dy = e.clientY - g.y;
      g.x = e.clientX; g.y = e.clientY;
      view.panBy(dx, dy);
      this.app.viewChanged(view.view);
      return;
    }
    const cell = view.cellAt(e.clientX, e.clientY);
    this.app.hover(cell);
    if (!g || !cell) return;
    if (g.kind === 'drag-start' && !same(cell, this.app.start())) this.app.setStart(cell);
    else if (g.kind === 'drag-goal' && !same(cell, this.app.goal())) this.app.setGoal(cell);
    else if (g.kind === 'paint' && !same(cell, g.last)) {
      this.paint(line(g.last, cell));
      g.last = cell;
    }
  }

  up(view) {
    if (this.gesture && this.gesture.kind === 'pan') view.top.classList.remove('panning');
    this.gesture = null;
  }

  paintWeight() {
    if (this.tool === Tool.wall) return 0;
    if (this.tool === Tool.erase) return 1;
    return this.brush;
  }

  paint(cells) {
    const map = this.app.map();
    if (!map) return;
    const w = this.gesture.weight;
    const changed = [];
    for (const [x, y] of cells) {
      const i = y * map.width + x;
      // Never wall over the start or the goal: the query would lose its meaning.
      if (w === 0 && (same([x, y], this.app.start()) || same([x, y], this.app.goal()))) continue;
      if (map.weights[i] !== w) { map.weights[i] = w; changed.push(i); }
    }
    if (changed.length) this.app.edited(changed);
  }
}

/// A blank map of the given size, every cell free (weight 1).
export function blankMap(width, height, name = 'untitled.map') {
  const weights = new Uint8Array(width * height).fill(1);
  return { name, width, height, weights };
}

/// The same map cut or grown to a new size; new cells are free.
export function resizeMap(map, width, height) {
  const out = blankMap(width, height, map.name);
  for (let y = 0; y < Math.min(height, map.height); y++) {
    out.weights.set(map.weights.subarray(y * map.width, y * map.width + Math.min(width, map.width)), y * width);
  }
  return out;
}

/// A Moving AI .map text, written here when the server cannot export (weights above 1 are free).
export function movingAiText(map) {
  const rows = [`type octile`, `height ${map.height}`, `width ${map.width}`, 'map'];
  for (let y = 0; y < map.height; y++) {
    let row = '';
    for (let x = 0; x < map.width; x++) row += map.weights[y * map.width + x] === 0 ? '@' : '.';
    rows.push(row);
  }
  return rows.join('\n') + '\n';
}

export function download(name, blobOrText, type = 'text/plain') {
  const blob = blobOrText instanceof Blob ? blobOrText : new Blob([blobOrText], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
