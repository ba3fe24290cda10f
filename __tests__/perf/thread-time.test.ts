import { mainThread, threadTimeByGroup, type TraceEvent } from '../../scripts/bench/lib/thread-time.mjs';

const thread = (pid: number, name = 'CrRendererMain'): TraceEvent => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid: pid,
  args: { name },
});
const parse = (pid: number, url: string): TraceEvent => ({
  ph: 'X',
  name: 'ParseHTML',
  pid,
  tid: pid,
  ts: 0,
  dur: 10,
  tdur: 10,
  args: { beginData: { url } },
});
/** `n` script calls of 1 ms (thread time) each on `pid`'s main thread. */
const calls = (pid: number, n: number): TraceEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    ph: 'X',
    name: 'FunctionCall',
    pid,
    tid: pid,
    ts: 100 + i * 2000,
    dur: 1000,
    tdur: 1000,
  }));

describe("the benches' main thread of a page (scripts/bench/lib/thread-time.mjs)", () => {
  // Chromium's own WebUI renderer (chrome://omnibox-popup…) can be the busiest thread of a trace.
  const events = [
    thread(1),
    parse(1, 'chrome://omnibox-popup.top-chrome/omnibox_popup_aim.html'),
    ...calls(1, 50),
    thread(2),
    parse(2, 'http://127.0.0.1:4000/#/login'),
    ...calls(2, 5),
  ];

  it('is the renderer that parsed the http(s) page, not a busier WebUI renderer', () => {
    expect(mainThread(events)).toBe('2:2');
    expect(threadTimeByGroup(events).scripting).toBe(5);
  });

  it('falls back to the busiest renderer when no page was parsed in the trace', () => {
    expect(mainThread([thread(1), ...calls(1, 3), thread(2), ...calls(2, 4)])).toBe('2:2');
  });
});
