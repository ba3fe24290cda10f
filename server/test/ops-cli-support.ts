/** The operator CLI driven in-process against a test app's /admin, its printed lines captured. */
import { runCli } from '../src/ops/cli.ts';
import { OPS_TOKEN } from './helpers.ts';

export function opsCli(baseUrl: () => string) {
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  const run = (args: string[]) => {
    lines.out = [];
    lines.err = [];
    return runCli(args, {
      env: { OPS_URL: baseUrl(), OPS_TOKEN },
      fetch: globalThis.fetch,
      out: (l) => lines.out.push(l),
      err: (l) => lines.err.push(l),
    });
  };
  return { lines, run };
}
