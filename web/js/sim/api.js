// The simulation API of `gridnav serve` (docs/viewer-api.md, "Simulations"): plain fetches
// that return parsed JSON or throw an Error carrying the server's message.

import { failure } from '../api.js';

async function call(url, options) {
  const response = await fetch(url, options);
  if (!response.ok) throw await failure(response);
  return response.json();
}

const post = (url, body) => call(url, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});

export async function listWorlds() {
  return (await call('/api/worlds')).worlds || [];
}

/// The navigators' names, in the registry's order.
export async function listNavigators() {
  const body = await call('/api/planners');
  const entries = Array.isArray(body.navigators) ? body.navigators : (body.navigators && body.navigators.entries) || [];
  return entries.map((e) => ({ name: e.name, summary: e.summary || '' }));
}

/// Sets a simulation up: {id, world, goals, agents, options, frame}.
export const createSim = (request) => post('/api/sim', request);

/// Runs `ticks` ticks with optional live `controls`; the frame after them.
export const stepSim = (id, ticks, controls, detail) =>
  post(`/api/sim/${encodeURIComponent(id)}/step`, { ticks, ...(controls ? { controls } : {}), ...detail });

/// The current frame, without stepping.
export const simFrame = (id, { search = false, belief = false } = {}) =>
  call(`/api/sim/${encodeURIComponent(id)}?search=${search ? 1 : 0}&belief=${belief ? 1 : 0}`);

export async function deleteSim(id) {
  try {
    await fetch(`/api/sim/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (_) { /* the server forgets it anyway in time */ }
}

/// Player k's goal log (k from 0; the human comes after the AI players), as `gridnav sim --log`
/// writes it.
export const logUrl = (id, k) => `/api/sim/${encodeURIComponent(id)}/log/${k + 1}.tsv`;
