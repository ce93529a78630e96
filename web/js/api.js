// Talks to `gridnav serve` (docs/viewer-api.md). Every function returns plain data:
// maps as {name, width, height, weights: Uint8Array}, events as a DataView over 16-byte records.

export const EVENT_BYTES = 16;
export const EventKind = Object.freeze({ begin: 0, generate: 1, expand: 2, close: 3, end: 4 });
export const NO_CELL = 0xffffffff;

/// The Error for a failed answer: the server's {"error"} message, or the status.
export async function failure(response) {
  let message = `${response.status} ${response.statusText}`;
  try {
    const body = await response.json();
    if (body && body.error) message = body.error;
  } catch (_) { /* the body was not JSON; the status says enough */ }
  const error = new Error(message);
  error.status = response.status;
  return error;
}

async function getJson(url, options) {
  const response = await fetch(url, options);
  if (!response.ok) throw await failure(response);
  return response.json();
}

export function base64ToBytes(text) {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes) {
  // btoa takes a binary string; build it in slices so large maps do not overflow the call stack.
  let raw = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) {
    raw += String.fromCharCode.apply(null, bytes.subarray(i, i + slice));
  }
  return btoa(raw);
}

function mapFromWire(body, fallbackName) {
  const weights = base64ToBytes(body.weights);
  if (weights.length !== body.width * body.height) {
    throw new Error(`map ${body.name || fallbackName}: ${weights.length} cells for ${body.width} x ${body.height}`);
  }
  return { name: body.name || fallbackName, width: body.width, height: body.height, weights };
}

export function mapToWire(map) {
  return { width: map.width, height: map.height, weights: bytesToBase64(map.weights) };
}

/// A value per cell of `map` (docs/viewer-api.md): kind 'clearance' or 'inflation' (ROS 2's
/// costs, nav2's defaults at 5 cm a cell). An Int32Array, row by row.
export async function mapLayer(map, kind) {
  const body = await getJson(`/api/maps/layer?kind=${encodeURIComponent(kind)}`, {
    method: 'POST', body: JSON.stringify(mapToWire(map)), headers: { 'Content-Type': 'application/json' },
  });
  return Int32Array.from(body.values);
}

export async function listMaps() {
  const body = await getJson('/api/maps');
  return body.maps || [];
}

export async function loadMap(name) {
  return mapFromWire(await getJson(`/api/maps/${encodeURIComponent(name)}`), name);
}

/// Parses uploaded files on the server: one file as its bytes, or a ROS .yaml with its image as a form.
export async function parseUpload(files) {
  const list = Array.from(files);
  const yaml = list.find((f) => /\.ya?ml$/i.test(f.name));
  let response;
  if (yaml && list.length > 1) {
    const form = new FormData();
    for (const f of list) form.append(f === yaml ? 'yaml' : 'image', f, f.name);
    response = await fetch(`/api/maps/parse?name=${encodeURIComponent(yaml.name)}`, { method: 'POST', body: form });
  } else {
    const file = list[0];
    response = await fetch(`/api/maps/parse?name=${encodeURIComponent(file.name)}`, {
      method: 'POST', body: await file.arrayBuffer(),
      headers: { 'Content-Type': 'application/octet-stream' },
    });
  }
  if (!response.ok) throw await failure(response);
  return mapFromWire(await response.json(), list.map((f) => f.name).join(' + '));
}

export async function exportMap(map, format) {
  const response = await fetch(`/api/maps/export?format=${format}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(mapToWire(map)),
  });
  if (!response.ok) throw await failure(response);
  return response.text();
}

// One parameter as the form wants it: {name, summary, schema}. The registry has been seen in two
// shapes (a schema per parameter, or one object schema per planner); both end up here.
function normaliseEntry(entry, kind) {
  const params = [];
  const properties = entry.schema && entry.schema.properties;
  if (Array.isArray(entry.params)) {
    for (const p of entry.params) {
      const schema = p.schema || (properties && properties[p.name]) || {};
      params.push({ name: p.name, summary: p.summary || p.help || schema.description || '', schema });
    }
  } else if (properties) {
    for (const [name, schema] of Object.entries(properties)) {
      params.push({ name, summary: schema.description || '', schema });
    }
  }
  return { name: entry.name, summary: entry.summary || '', kind, params };
}

function entriesOf(group) {
  if (!group) return [];
  if (Array.isArray(group)) return group;
  return group.entries || [];
}

/// The server's catalogs: planners and navigators as the forms list them, the move rules
/// as declared (each with its choices and default), and the default planner.
export async function listCatalogs() {
  const body = await getJson('/api/planners');
  const settings = entriesOf(body.settings);
  return {
    planners: [
      ...entriesOf(body.planners).map((e) => normaliseEntry(e, 'planner')),
      ...entriesOf(body.navigators).map((e) => normaliseEntry(e, 'navigator')),
    ],
    rules: (settings.find((e) => e.name === 'move rules') || { params: [] }).params,
    defaults: body.defaults || {},
  };
}

/// Starts a search; `map` is a bundled map's name or a map object.
export async function startSearch({ map, start, goal, planner, params, rules, changes }) {
  const body = {
    map: typeof map === 'string' ? map : mapToWire(map),
    start, goal, planner, params: params || {},
  };
  if (rules) body.rules = rules;
  if (changes && changes.length) body.changes = changes;
  return getJson('/api/search', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
}

/// Events from .. from+count-1 of a search, as a DataView; its byteLength / 16 may be less than count.
export async function fetchEvents(id, from, count) {
  const response = await fetch(`/api/search/${encodeURIComponent(id)}/events?from=${from}&count=${count}`);
  if (!response.ok) throw await failure(response);
  return new DataView(await response.arrayBuffer());
}

export function traceUrl(id, format = 'json') {
  return `/api/search/${encodeURIComponent(id)}/trace?format=${format}`;
}
