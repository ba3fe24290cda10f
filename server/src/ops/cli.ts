/**
 * Operator commands over the /admin HTTP API: `npm run ops -- <command>`. Each group of
 * commands lives in ./commands/<group>.ts (its usage lines, its --options and planner); this
 * file parses the command line once (node:util parseArgs), finds the command, sends the call
 * with the operator token and prints the answer.
 * OPS_URL (default http://localhost:3000); token from OPS_TOKEN, else DATA_DIR/ops-token.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/common/rules.ts';
import { loadConfig } from '../config.ts';
import { readOpsToken } from './token.ts';
import { lotteryCommands } from './commands/lottery.ts';
import { memberCommands } from './commands/members.ts';
import { moneyCommands } from './commands/money.ts';
import { siteCommands } from './commands/site.ts';
import { contentCommands } from './commands/content.ts';
import { promotionCommands } from './commands/promotions.ts';
import { activityCommands } from './commands/activities.ts';
import { agentCommands, feedbackCommands } from './commands/agents.ts';
import { referralCommands } from './commands/referrals.ts';
import { operatorCommands } from './commands/operators.ts';
import { auditLogCommands } from './commands/audit-log.ts';
import { UsageError, type Call, type CommandGroup, type OptionSpec } from './commands/types.ts';
import { purgeDemoCommand } from './purge-demo.ts';

/** Every command group, in the order the usage text lists them. */
const GROUPS: readonly CommandGroup[] = [
  siteCommands,
  memberCommands,
  moneyCommands,
  lotteryCommands,
  contentCommands,
  promotionCommands,
  activityCommands,
  agentCommands,
  feedbackCommands,
  referralCommands,
  operatorCommands,
  auditLogCommands,
];

export const USAGE = [
  '用法 / usage:',
  '  npm run ops -- --help                       本说明 (this help)',
  ...GROUPS.flatMap((g) => g.usage.map((line) => `  ${line}`)),
  '  npm run ops -- purge-demo                   移除演示数据 (retire the demo member, receiving accounts, sandbox channels; on DATABASE_URL directly)',
  '环境变量: OPS_URL (默认 http://localhost:3000), OPS_TOKEN (运营人员令牌或根令牌；默认读取 DATA_DIR/ops-token)',
].join('\n');

/** A command waits this long for its answer, then is sent again with the same key. */
const REQUEST_TIMEOUT_MS = 15_000;
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1_000;

export interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Every group's --options (a name means the same kind of value wherever it appears), and --help. */
const OPTIONS: Record<string, OptionSpec> = Object.assign(
  { help: { type: 'boolean', short: 'h' } },
  ...GROUPS.map((g) => g.options ?? {}),
);

type Parsed = { help: true } | { help: false; call: Call };

function plan(args: string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`参数错误 (bad arguments): ${(error as Error).message}`);
  }
  const { help, ...options } = parsed.values;
  if (help) return { help: true };
  const [command, ...rest] = parsed.positionals;
  for (const group of GROUPS) {
    const call = group.plan(command, rest, options);
    if (!call) continue;
    const stray = Object.keys(options).filter((name) => !(call.options ?? []).includes(name));
    if (stray.length) throw new UsageError(`此命令不接受 (not an option of this command): --${stray.join(', --')}`);
    return { help: false, call };
  }
  throw new UsageError(command ? `未知命令 (unknown command): ${args.join(' ')}` : '缺少命令 (missing command)');
}

export async function runCli(args: string[], io: CliIo): Promise<number> {
  // The one command that works on the database itself: a live start refuses while it is needed.
  if (args[0] === 'purge-demo' && args.length === 1) return purgeDemoCommand(io);
  let call: Call;
  try {
    const parsed = plan(args);
    if (parsed.help) {
      io.out(USAGE);
      return 0;
    }
    call = parsed.call;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(USAGE);
    return 2;
  }
  const token = readOpsToken(loadConfig(io.env));
  if (!token) {
    io.err('找不到运营令牌 (no operator token): 设置 OPS_TOKEN 或先启动一次服务器以生成 DATA_DIR/ops-token');
    return 1;
  }
  const base = (io.env.OPS_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  // One key per command: a resend after a timeout or a dropped connection is answered with the
  // first result (a credit credits once), never applied again.
  const headers: Record<string, string> = { Authorization: `Bearer ${token.token}` };
  if (call.body) headers['Content-Type'] = 'application/json';
  if (call.method === 'POST') headers[IDEMPOTENCY_KEY_HEADER] = `cli-${randomUUID()}`;
  let response: Response | null = null;
  for (let attempt = 1; response === null; attempt++) {
    try {
      response = await io.fetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        body: call.body ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        io.err(`无法连接服务器 (cannot reach ${base}): ${(error as Error).message}`);
        return 1;
      }
      io.err(`重试 (retrying ${attempt}/${ATTEMPTS - 1}, same Idempotency-Key): ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  const body = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (!response.ok || !body || body.code !== 200) {
    io.err(`失败 (failed): HTTP ${response.status} ${body?.message ?? ''}`.trim());
    return 1;
  }
  io.out(call.show(body.data));
  return call.exitCode ? call.exitCode(body.data) : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCli(process.argv.slice(2), {
    env: process.env,
    fetch: globalThis.fetch,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
