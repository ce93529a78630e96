// Draws one map and one search on two stacked canvases. The cells live in an ImageData at one
// pixel per cell, cut into tiles of TILE x TILE cells, each an offscreen canvas. A frame copies
// only the tiles whose cells changed and draws only those, scaled without smoothing; the whole
// map is drawn again only when the view moves. (Changing one big canvas and drawing it makes
// Chromium copy all of it every frame: 30-50 ms on a 1024 x 1024 map without a GPU.) The overlay
// canvas on top holds what is drawn in screen space: the path, the search tree, the start and
// goal markers and the grid lines.
import { cellPixel, css, groundPixel } from './colors.js';

const MIN_SCALE = 0.05;
const MAX_SCALE = 64;
const TREE_MIN_SCALE = 3;
const TILE = 128;  // measured on 1024 x 1024: 32 and 64 spend more on draw calls, 256 and up on copying

export class GridView {
  constructor(host) {
    this.host = host;
    this.base = document.createElement('canvas');
    this.base.className = 'grid-base';
    this.top = document.createElement('canvas');
    this.top.className = 'grid-top';
    host.append(this.base, this.top);
    this.baseCtx = this.base.getContext('2d', { alpha: false });
    this.topCtx = this.top.getContext('2d');
    this.map = null;
    this.run = null;
    this.overlays = { order: true, heat: false, tree: false, path: true };
    this.start = null;
    this.goal = null;
    this.view = { scale: 1, ox: 0, oy: 0 };
    this.dirtyTiles = [];        // tiles whose cells changed since the last flush
    this.drawCounts = { flushes: 0, tiles: 0, full: 0 };  // what the frames drew (read by the tests)
    this.needsDraw = true;
    this.needsOverlay = true;
    this.autoFit = true;         // fit the map again when the canvas changes size, until the user pans or zooms
    new ResizeObserver(() => this.resize()).observe(host);
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    const w = Math.max(1, this.host.clientWidth), h = Math.max(1, this.host.clientHeight);
    for (const c of [this.base, this.top]) {
      c.width = Math.round(w * dpr);
      c.height = Math.round(h * dpr);
    }
    this.dpr = dpr;
    if (this.autoFit && this.map) this.fit();
    this.needsDraw = this.needsOverlay = true;
  }

  setMap(map, { keepView = false } = {}) {
    const sizeChanged = !this.map || this.map.width !== map.width || this.map.height !== map.height;
    this.map = map;
    if (sizeChanged) {
      this.image = new ImageData(map.width, map.height);
      this.pixels = new Uint32Array(this.image.data.buffer);
      this.makeTiles();
    }
    if (sizeChanged || !keepView) this.fit();
    this.repaintAll();
  }

  makeTiles() {
    const { width, height } = this.map;
    this.tilesX = Math.ceil(width / TILE);
    this.tilesY = Math.ceil(height / TILE);
    this.tiles = [];
    for (let ty = 0; ty < this.tilesY; ty++) {
      for (let tx = 0; tx < this.tilesX; tx++) {
        const canvas = document.createElement('canvas');
        canvas.width = Math.min(TILE, width - tx * TILE);
        canvas.height = Math.min(TILE, height - ty * TILE);
        this.tiles.push({ tx, ty, canvas, ctx: canvas.getContext('2d'), dirty: false });
      }
    }
  }

  markTile(x, y) {
    const tile = this.tiles[Math.floor(y / TILE) * this.tilesX + Math.floor(x / TILE)];
    if (!tile.dirty) { tile.dirty = true; this.dirtyTiles.push(tile); }
  }

  setRun(run) {
    this.run = run;
    this.repaintAll();
  }

  setOverlays(overlays) {
    const cellsChange = overlays.order !== this.overlays.order || overlays.heat !== this.overlays.heat;
    this.overlays = { ...overlays };
    if (cellsChange) this.repaintAll();
    this.needsOverlay = true;
  }

  /// A value per cell drawn under the search ({kind: 'clearance' | 'inflation', values}), or null.
  setLayer(layer) {
    this.layer = layer;
    this.repaintAll();
  }

  setMarkers(start, goal) {
    this.start = start;
    this.goal = goal;
    this.needsOverlay = true;
  }

  normalisers() {
    const r = this.run && this.run.result;
    const expansions = Math.max(1, (r && r.stats && r.stats.expanded) || (this.run ? this.run.expanded : 1));
    let gMax = r && r.status === 'found' && r.cost > 0 ? r.cost : (this.map.width + this.map.height);
    return { expansions, gMax: gMax * 1.001 };
  }

  repaintAll() {
    if (!this.map) return;
    const { weights } = this.map;
    const px = this.pixels;
    if (!this.run) {
      for (let i = 0; i < weights.length; i++) px[i] = groundPixel(weights[i], i, this.layer);
    } else {
      const norm = this.normalisers();
      for (let i = 0; i < weights.length; i++) px[i] = cellPixel(weights[i], this.run, i, this.overlays, norm, this.layer);
      this.run.changed.length = 0;
      this.run.cleared = false;
    }
    for (const tile of this.tiles) if (!tile.dirty) { tile.dirty = true; this.dirtyTiles.push(tile); }
    this.needsDraw = true;
    this.needsOverlay = true;
  }

  /// Repaints the cells the run changed, or one cell an edit changed.
  paintCell(i) {
    const w = this.map.width;
    const x = i % w, y = (i - x) / w;
    this.pixels[i] = this.run
      ? cellPixel(this.map.weights[i], this.run, i, this.overlays, this.norm || this.normalisers(), this.layer)
      : groundPixel(this.map.weights[i], i, this.layer);
    this.markTile(x, y);
  }

  /// Takes the run's changes; called once per frame.
  drainRun() {
    const run = this.run;
    if (!run) return;
    if (run.cleared) { this.repaintAll(); return; }
    if (!run.changed.length) return;
    this.norm = this.normalisers();
    for (const i of run.changed) this.paintCell(i);
    this.norm = null;
    if (this.overlays.tree) this.drawTreeLinks(run.changed);
    run.changed.length = 0;
    if (run.done) this.needsOverlay = true;  // the path appears at the end
  }

  flush() {
    const counts = this.drawCounts;
    counts.flushes++;
    if (this.needsDraw) counts.full++;
    else counts.tiles += this.dirtyTiles.length;
    for (const tile of this.dirtyTiles) {
      tile.ctx.putImageData(this.image, -tile.tx * TILE, -tile.ty * TILE, tile.tx * TILE, tile.ty * TILE, tile.canvas.width, tile.canvas.height);
      tile.dirty = false;
    }
    if (this.needsDraw) this.drawBase();
    else for (const tile of this.dirtyTiles) this.drawTile(tile);
    this.dirtyTiles.length = 0;
    if (this.needsOverlay) this.drawOverlay();
  }

  // A tile's rectangle in device pixels, rounded so that neighbours meet without gap or overlap.
  drawTile(tile) {
    const v = this.view, k = this.dpr * v.scale;
    const x0 = Math.round(this.dpr * v.ox + tile.tx * TILE * k), y0 = Math.round(this.dpr * v.oy + tile.ty * TILE * k);
    const x1 = Math.round(this.dpr * v.ox + (tile.tx * TILE + tile.canvas.width) * k);
    const y1 = Math.round(this.dpr * v.oy + (tile.ty * TILE + tile.canvas.height) * k);
    if (x1 <= 0 || y1 <= 0 || x0 >= this.base.width || y0 >= this.base.height || x1 === x0 || y1 === y0) return;
    this.baseCtx.drawImage(tile.canvas, x0, y0, x1 - x0, y1 - y0);
  }

  drawBase() {
    const ctx = this.baseCtx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = css.outside;
    ctx.fillRect(0, 0, this.base.width, this.base.height);
    if (this.map) for (const tile of this.tiles) this.drawTile(tile);
    this.needsDraw = false;
  }

  // Screen position of a cell's centre, in CSS pixels of the canvas.
  centre(x, y) {
    const v = this.view;
    return [v.ox + (x + 0.5) * v.scale, v.oy + (y + 0.5) * v.scale];
  }

  drawOverlay() {
    const ctx = this.topCtx, v = this.view;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.clearRect(0, 0, this.top.width, this.top.height);
    this.needsOverlay = false;
    if (!this.map) return;
    if (v.scale >= 10) this.drawGridLines(ctx);
    if (this.run && this.overlays.tree) this.drawWholeTree();
    const r = this.run && this.run.result;
    if (r && this.overlays.path && this.run.done && r.path && r.path.length > 1) {
      ctx.strokeStyle = css.path;
      ctx.lineWidth = Math.max(2, Math.min(v.scale * 0.35, 8));
      ctx.lineJoin = ctx.lineCap = 'round';
      ctx.beginPath();
      // Any-angle paths join cell corners (a point (x, y) is the top-left corner of cell (x, y));
      // grid and smoothed paths join cell centres.
      const corner = r.any_angle ? 0.5 : 0;
      r.path.forEach(([x, y], k) => {
        const [sx, sy] = this.centre(x - corner, y - corner);
        k ? ctx.lineTo(sx, sy) : ctx.moveTo(sx, sy);
      });
      ctx.stroke();
    }
    this.drawMarker(this.start, css.start, 'S');
    this.drawMarker(this.goal, css.goal, 'G');
  }

  drawGridLines(ctx) {
    const v = this.view, { width, height } = this.map;
    const [x0, y0, x1, y1] = this.visibleCells();
    ctx.strokeStyle = css.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = x0; x <= x1 + 1; x++) { const sx = Math.round(v.ox + x * v.scale) + 0.5; ctx.moveTo(sx, v.oy + y0 * v.scale); ctx.lineTo(sx, v.oy + Math.min(height, y1 + 1) * v.scale); }
    for (let y = y0; y <= y1 + 1; y++) { const sy = Math.round(v.oy + y * v.scale) + 0.5; ctx.moveTo(v.ox + x0 * v.scale, sy); ctx.lineTo(v.ox + Math.min(width, x1 + 1) * v.scale, sy); }
    ctx.stroke();
  }

  drawMarker(cell, colour, letter) {
    if (!cell) return;
    const ctx = this.topCtx;
    const [sx, sy] = this.centre(cell[0], cell[1]);
    const r = Math.max(5, Math.min(this.view.scale * 0.6, 14));
    ctx.beginPath();
    ctx.arc(sx, sy, r, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    if (r >= 8) {
      ctx.fillStyle = '#ffffff';
      ctx.font = `600 ${Math.round(r * 1.1)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(letter, sx, sy + 0.5);
    }
  }

  visibleCells() {
    const v = this.view, { width, height } = this.map;
    const w = this.top.width / this.dpr, h = this.top.height / this.dpr;
    const x0 = Math.max(0, Math.floor(-v.ox / v.scale)), y0 = Math.max(0, Math.floor(-v.oy / v.scale));
    const x1 = Math.min(width - 1, Math.floor((w - v.ox) / v.scale)), y1 = Math.min(height - 1, Math.floor((h - v.oy) / v.scale));
    return [x0, y0, x1, y1];
  }

  // The whole tree, for the visible cells only; afterwards new links are added as they come.
  drawWholeTree() {
    if (this.view.scale < TREE_MIN_SCALE) return;
    const [x0, y0, x1, y1] = this.visibleCells();
    const w = this.map.width, list = [];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (this.run.parent[y * w + x] >= 0) list.push(y * w + x);
    this.drawTreeLinks(list);
  }

  drawTreeLinks(cells) {
    if (this.view.scale < TREE_MIN_SCALE || this.needsOverlay) return;
    const ctx = this.topCtx, w = this.map.width, parent = this.run.parent;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.strokeStyle = css.tree;
    ctx.lineWidth = Math.max(1, Math.min(this.view.scale * 0.12, 2));
    ctx.beginPath();
    for (const i of cells) {
      const p = parent[i];
      if (p < 0) continue;
      const [ax, ay] = this.centre(i % w, Math.floor(i / w));
      const [bx, by] = this.centre(p % w, Math.floor(p / w));
      ctx.moveTo(ax, ay);
      ctx.lineTo(ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8);
    }
    ctx.stroke();
  }

  // View: fit, zoom about a point, pan.
  fit() {
    if (!this.map) return;
    const w = this.host.clientWidth, h = this.host.clientHeight;
    if (w < 2 || h < 2) return;
    const scale = Math.min((w - 16) / this.map.width, (h - 16) / this.map.height);
    this.view.scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale));
    this.view.ox = Math.round((w - this.map.width * this.view.scale) / 2);
    this.view.oy = Math.round((h - this.map.height * this.view.scale) / 2);
    this.autoFit = true;
    this.needsDraw = this.needsOverlay = true;
  }

  setView(view, { byUser = true } = {}) {
    this.view = { ...view };
    if (byUser) this.autoFit = false;
    this.needsDraw = this.needsOverlay = true;
  }

  zoomAt(px, py, factor) {
    const v = this.view;
    const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, v.scale * factor));
    const k = scale / v.scale;
    this.setView({ scale, ox: px - (px - v.ox) * k, oy: py - (py - v.oy) * k });
  }

  panBy(dx, dy) {
    this.setView({ scale: this.view.scale, ox: this.view.ox + dx, oy: this.view.oy + dy });
  }

  /// The cell under a point given in client coordinates, or null outside the map.
  cellAt(clientX, clientY) {
    if (!this.map) return null;
    const rect = this.top.getBoundingClientRect(), v = this.view;
    const x = Math.floor((clientX - rect.left - v.ox) / v.scale);
    const y = Math.floor((clientY - rect.top - v.oy) / v.scale);
    if (x < 0 || y < 0 || x >= this.map.width || y >= this.map.height) return null;
    return [x, y];
  }

  /// Client coordinates of a cell's centre (used by the browser tests to click cells).
  clientOf(x, y) {
    const rect = this.top.getBoundingClientRect();
    const [sx, sy] = this.centre(x, y);
    return [rect.left + sx, rect.top + sy];
  }

  /// The view as one picture (cells and overlay), for the PNG download.
  snapshot() {
    const out = document.createElement('canvas');
    out.width = this.base.width;
    out.height = this.base.height;
    const ctx = out.getContext('2d');
    ctx.drawImage(this.base, 0, 0);
    ctx.drawImage(this.top, 0, 0);
    return out;
  }
}
