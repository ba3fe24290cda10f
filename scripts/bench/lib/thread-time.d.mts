/** Types of scripts/bench/lib/thread-time.mjs for its unit test. */
export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export const TRACE_CATEGORIES: string[];
export function mainThread(events: TraceEvent[]): string | undefined;
export function threadTimeByGroup(events: TraceEvent[]): {
  scripting: number;
  styleLayout: number;
  gc: number;
  other: number;
};
