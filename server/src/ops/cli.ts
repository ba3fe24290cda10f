/**
 * Operator commands over the /admin HTTP API: `npm run ops -- <command>`. Each group of
 * commands lives in ./commands/<group>.ts (its usage lines and planner); this file only
 * finds the command, sends the call with the operator token and prints the answer.
 * OPS_URL (default http://localhost:3000); token from OPS_TOKEN, else DATA_DIR/ops-token.
 */
import { pathToFileURL } from 'node:url';
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
import { UsageError, type Call, type CommandGroup } from './commands/types.ts';

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
];

export const USAGE = [
  '用法 / usage:',
  ...GROUPS.flatMap((g) => g.usage.map((line) => `  ${line}`)),
  '环境变量: OPS_URL (默认 http://localhost:3000), OPS_TOKEN (默认读取 DATA_DIR/ops-token)',
].join('\n');

export interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

function plan(args: string[]): Call {
  const [command, ...rest] = args;
  for (const group of GROUPS) {
    const call = group.plan(command, rest);
    if (call) return call;
  }
  throw new UsageError(command ? `未知命令 (unknown command): ${args.join(' ')}` : '缺少命令 (missing command)');
}

export async function runCli(args: string[], io: CliIo): Promise<number> {
  let call: Call;
  try {
    call = plan(args);
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
  let response: Response;
  try {
    response = await io.fetch(`${base}${call.path}`, {
      method: call.method,
      headers: { Authorization: `Bearer ${token.token}`, ...(call.body ? { 'Content-Type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
  } catch (error) {
    io.err(`无法连接服务器 (cannot reach ${base}): ${(error as Error).message}`);
    return 1;
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
