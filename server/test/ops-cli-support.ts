/**
 * The operator CLI driven in-process against a test app's /admin, its printed lines captured:
 * `out` and `err` as printed, `all` both in order, split into single lines.
 */
import { runCli } from '../src/ops/cli.ts';
import { OPS_TOKEN } from './helpers.ts';

export function opsCli(baseUrl: () => string) {
  const lines: { out: string[]; err: string[]; all: string[] } = { out: [], err: [], all: [] };
  const run = (args: string[]) => {
    lines.out = [];
    lines.err = [];
    lines.all = [];
    return runCli(args, {
      env: { OPS_URL: baseUrl(), OPS_TOKEN },
      fetch: globalThis.fetch,
      out: (l) => {
        lines.out.push(l);
        lines.all.push(...l.split('\n'));
      },
      err: (l) => {
        lines.err.push(l);
        lines.all.push(...l.split('\n'));
      },
    });
  };
  return { lines, run };
}
