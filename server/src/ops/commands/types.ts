/**
 * What one operator command is: the admin call it makes and how its answer is printed.
 * Each command group (./site.ts, ./money.ts, ...) plans its own commands; cli.ts runs them.
 */
export interface Call<T = unknown> {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  show: (data: T) => string;
  /** Exit status for a 200 answer (default 0): the audit fails on any difference. */
  exitCode?: (data: T) => number;
}

/** A call whose answer is read as T: the admin API's `data`, trusted as the server sends it. */
export function answer<T>(call: Call<T>): Call {
  const { show, exitCode } = call;
  return { ...call, show: (data) => show(data as T), exitCode: exitCode && ((data) => exitCode(data as T)) };
}

/** A command line that names no known command or has bad arguments (exit 2, usage printed). */
export class UsageError extends Error {}

/** One group of commands: its usage lines and a planner that answers undefined for others' commands. */
export interface CommandGroup {
  usage: readonly string[];
  plan: (command: string | undefined, rest: string[]) => Call | undefined;
}
