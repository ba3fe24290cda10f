/**
 * Summarises a V8 `.cpuprofile` (node --cpu-prof) by self time: per function and per place
 * (a package under node_modules, a file of ours, node's internals, GC, idle), so a bench can
 * say where a server's CPU goes without a profiler UI.
 */
import { readFileSync } from 'node:fs';

/**
 * Where a frame's code lives: `pkg:<name>`, our file relative to the repository, node's
 * internals, or V8's own pseudo-frames ((idle), (garbage collector), (program)) and builtins.
 */
export function placeOf(url, functionName = '') {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `pkg:${pkg[1]}`;
  if (url.startsWith('node:')) return 'node:internal';
  const ours = url.match(/\/(server|contract|lib)\/(.*)$/);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

/**
 * Self time by function and by place, and the total sampled. Each sample counts one sampling
 * interval: on a loaded machine a descheduled process's next sample carries the whole pause in
 * its time delta, which would charge a syscall (writev) for other processes' CPU. `window`
 * ({ startUs, endUs }, CLOCK_MONOTONIC microseconds like the profile's timestamps) keeps only the
 * samples taken meanwhile (the load, not the start-up).
 */
export function summariseProfile(file, window) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  let at = profile.startTime;
  let kept = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.startUs || at > window.endUs)) continue;
    counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + 1);
    kept++;
  }
  const intervalMs = kept ? Math.min((profile.endTime - profile.startTime) / profile.samples.length / 1000, 1) : 0;
  const functions = new Map();
  const places = new Map();
  for (const [id, n] of counts) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const place = placeOf(url, functionName);
    const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + n);
    places.set(place, (places.get(place) ?? 0) + n);
  }
  const ranked = (map) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, n]) => ({ name, samples: n, ms: n * intervalMs }));
  return { samples: kept, functions: ranked(functions), places: ranked(places) };
}

/** Printable lines: the `top` heaviest places and functions with their share of the busy samples. */
export function formatSummary({ samples, functions, places }, top = 25) {
  const busy = samples - (places.find((p) => p.name === '(idle)')?.samples ?? 0);
  const pct = (n) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
  const lines = [`${samples} samples, ${busy} busy (not idle); shares of the busy ones:`, 'by place:'];
  for (const p of places.slice(0, top)) if (p.name !== '(idle)') lines.push(`  ${pct(p.samples)}  ${p.name}`);
  lines.push('by function:');
  for (const f of functions.slice(0, top))
    if (!f.name.startsWith('(idle)')) lines.push(`  ${pct(f.samples)}  ${f.name}`);
  return lines;
}
