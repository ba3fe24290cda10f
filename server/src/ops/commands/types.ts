/**
 * What one operator command is: the admin call it makes and how its answer is printed.
 * Each command group (./site.ts, ./money.ts, ...) plans its own commands; cli.ts parses the
 * command line once (node:util parseArgs, every group's --options) and runs the call.
 */
export interface Call<T = unknown> {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** The --options this command reads; any other given is a usage error. */
  options?: readonly string[];
  show: (data: T) => string;
  /** Exit status for a 200 answer (default 0): the audits fail on any difference. */
  exitCode?: (data: T) => number;
  /** Shown and confirmed before the call is sent (approvals that move money): see cli.ts. */
  confirm?: Confirmation;
}

/** What an approval shows before it is sent: a GET of the row, and its description (null: no such row). */
export interface Confirmation {
  lookup: string;
  describe: (data: unknown) => string | null;
  /** Said when there is no such row (exit 1). */
  missing: string;
}

/** A call whose answer is read as T: the admin API's `data` (contract/ops/answers.ts). */
export function answer<T>(call: Call<T>): Call {
  const { show, exitCode } = call;
  return { ...call, show: (data) => show(data as T), exitCode: exitCode && ((data) => exitCode(data as T)) };
}

/** A command line that names no known command or has bad arguments (exit 2, usage printed). */
export class UsageError extends Error {}

/** The --options of a command line as node:util parseArgs read them. */
export type Options = Readonly<Record<string, string | boolean | undefined>>;

/** One option as parseArgs declares it. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
}

/** One group of commands: its usage lines, its --options and a planner (undefined for others' commands). */
export interface CommandGroup {
  usage: readonly string[];
  options?: Readonly<Record<string, OptionSpec>>;
  plan: (command: string | undefined, rest: string[], options: Options) => Call | undefined;
}

/** A string option's value (parseArgs has checked its type). */
export function text(options: Options, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}
