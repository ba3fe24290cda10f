/**
 * The main thread's work in a Chromium trace, grouped as Lighthouse's main-thread breakdown groups
 * it, in THREAD time (`tdur`): the CPU the thread used, without the time it waited for a core. On a
 * shared machine Lighthouse's wall-clock figures swing with the load (one build's scripting read
 * 1.1 to 4.8 s in one session); thread time moves far less, so before/after comparisons hold.
 */
const GROUPS = {
  scripting: [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'v8.compile',
    'v8.compileModule',
    'v8.parseOnBackground',
  ],
  styleLayout: ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'InvalidateLayout', 'Layout', 'RecalculateStyles'],
  gc: ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((n) => [n, group])));

/** The trace categories the grouping needs. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8',
  'v8.execute',
  'toplevel',
  'disabled-by-default-devtools.timeline',
];

const key = (e) => `${e.pid}:${e.tid}`;

/**
 * The page's main thread: the CrRendererMain that parsed an http(s) document, the one with the
 * most complete events among them. Chromium's own WebUI renderers (the headless omnibox popup,
 * chrome://…) have a CrRendererMain too, and in a browser's first context one of them can be the
 * busiest thread of the trace: counted instead of the page, it read 2–5× the page's time.
 */
export function mainThread(events) {
  const count = new Map();
  const page = new Set();
  for (const e of events) {
    if (e.ph !== 'X') continue;
    count.set(key(e), (count.get(key(e)) ?? 0) + 1);
    if (e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? '')) page.add(key(e));
  }
  const renderers = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
    .map(key);
  const candidates = renderers.some((k) => page.has(k)) ? renderers.filter((k) => page.has(k)) : renderers;
  return candidates.sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0))[0];
}

/**
 * { scripting, styleLayout, gc, other } in ms of thread time: each event's self time (its own
 * minus its children's) goes to its group, or to its nearest grouped ancestor's, as Lighthouse does.
 */
export function threadTimeByGroup(events) {
  const main = mainThread(events);
  const xs = events
    .filter((e) => e.ph === 'X' && e.tdur !== undefined && key(e) === main)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = { scripting: 0, styleLayout: 0, gc: 0, other: 0 };
  const stack = [];
  const closeUntil = (ts) => {
    while (stack.length && stack.at(-1).end <= ts) {
      const f = stack.pop();
      totals[f.group] += Math.max(0, f.self) / 1000;
    }
  };
  for (const e of xs) {
    closeUntil(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= e.tdur;
    stack.push({ end: e.ts + e.dur, self: e.tdur, group: GROUP_OF.get(e.name) ?? parent?.group ?? 'other' });
  }
  closeUntil(Infinity);
  return totals;
}
