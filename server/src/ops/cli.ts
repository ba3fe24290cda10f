/**
 * Operator commands over the /admin HTTP API: `npm run ops -- <command>`. Each group of
 * commands lives in ./commands/<group>.ts (its usage lines, its --options and planner); this
 * file parses the command line once (node:util parseArgs), finds the command, sends the call
 * with the operator token and prints the answer.
 * OPS_URL (default http://localhost:3000); token from OPS_TOKEN, else DATA_DIR/ops-token.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/common/rules.ts';
import { loadConfig } from '../config.ts';
import { readOpsToken } from './token.ts';
import { printable, printableData, printableLayout } from './printable.ts';
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
import { approvalCommands } from './commands/approvals.ts';
import { auditLogCommands } from './commands/audit-log.ts';
import { protectionCommands } from './commands/protection.ts';
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
  protectionCommands,
  approvalCommands,
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
  /** Whether a person is at the terminal to confirm an approval (stdin and stdout are TTYs). */
  isTTY?: boolean;
  /** Asks a question on the terminal and resolves with the answer typed. */
  ask?: (question: string) => Promise<string>;
}

/** Every group's --options (a name means the same kind of value wherever it appears), and --help. */
const OPTIONS: Record<string, OptionSpec> = Object.assign(
  { help: { type: 'boolean', short: 'h' } },
  ...GROUPS.map((g) => g.options ?? {}),
);

type Parsed = { help: true } | { help: false; call: Call; yes: boolean };

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
    return { help: false, call, yes: options.yes === true };
  }
  throw new UsageError(command ? `未知命令 (unknown command): ${args.join(' ')}` : '缺少命令 (missing command)');
}

/** The one way the CLI prints: every line made printable (./printable.ts), so no text can forge another. */
function printer(io: CliIo) {
  return { out: (text: string) => io.out(printableLayout(text)), err: (text: string) => io.err(printableLayout(text)) };
}

type Print = ReturnType<typeof printer>;

interface Connection {
  base: string;
  token: string;
}

/**
 * One admin call: its answer's `data` (every string made printable), or the exit status after the
 * failure was printed. A POST is resent with the same Idempotency-Key after a timeout.
 */
async function send(
  io: CliIo,
  print: Print,
  connection: Connection,
  request: Pick<Call, 'method' | 'path' | 'body'>,
): Promise<{ data: unknown } | { exit: number }> {
  const { base, token } = connection;
  // One key per command: a resend after a timeout or a dropped connection is answered with the
  // first result (a credit credits once), never applied again.
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (request.body) headers['Content-Type'] = 'application/json';
  if (request.method === 'POST') headers[IDEMPOTENCY_KEY_HEADER] = `cli-${randomUUID()}`;
  let response: Response | null = null;
  for (let attempt = 1; response === null; attempt++) {
    try {
      response = await io.fetch(`${base}${request.path}`, {
        method: request.method,
        headers,
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        print.err(`无法连接服务器 (cannot reach ${base}): ${(error as Error).message}`);
        return { exit: 1 };
      }
      print.err(`重试 (retrying ${attempt}/${ATTEMPTS - 1}, same Idempotency-Key): ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  const body = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (response.status === 202 && body?.code === 202) return held(print, body);
  if (!response.ok || !body || body.code !== 200) {
    print.err(`失败 (failed): HTTP ${response.status} ${printable(String(body?.message ?? ''))}`.trim());
    return { exit: 1 };
  }
  return { data: printableData(body.data) };
}

/** Exit status of a money command held for a second operator: nothing moved yet. */
export const HELD_EXIT = 3;

/** A 202: the move waits for a second operator; says which approval and how to approve it. */
function held(print: Print, body: { message?: string; data?: unknown }): { exit: number } {
  const id = (printableData(body.data) as { id?: number } | null)?.id;
  print.out(printable(String(body.message ?? '')));
  print.out(`资金尚未变动 (nothing moved yet): 另一位运营人员运行 npm run ops -- approval approve ${id}`);
  return { exit: HELD_EXIT };
}

/**
 * An approval that moves money is shown and confirmed first: the row as the server has it
 * (amount, member, depositor), then y/N on a terminal. `--yes` confirms for scripts; with no
 * terminal and no --yes the command refuses. Undefined: go ahead; a number: the exit status.
 */
async function confirmed(
  io: CliIo,
  print: Print,
  connection: Connection,
  call: Call,
  yes: boolean,
): Promise<number | undefined> {
  const check = call.confirm;
  if (!check) return undefined;
  const looked = await send(io, print, connection, { method: 'GET', path: check.lookup });
  if ('exit' in looked) return looked.exit;
  const shown = check.describe(looked.data);
  if (shown === null) {
    print.err(check.missing);
    return 1;
  }
  print.out(shown);
  if (yes) return undefined;
  if (!io.isTTY || !io.ask) {
    print.err('需要确认 (confirmation needed): 请在终端运行以确认，或加 --yes (run it on a terminal, or pass --yes)');
    return 1;
  }
  const answer = (await io.ask('确认执行？(confirm?) [y/N] ')).trim().toLowerCase();
  if (answer === 'y' || answer === 'yes') return undefined;
  print.err('已取消 (cancelled): 未执行任何操作 (nothing was done)');
  return 1;
}

export async function runCli(args: string[], io: CliIo): Promise<number> {
  // The one command that works on the database itself: a live start refuses while it is needed.
  if (args[0] === 'purge-demo' && args.length === 1) return purgeDemoCommand(io);
  const print = printer(io);
  let parsed: Parsed;
  try {
    parsed = plan(args);
    if (parsed.help) {
      print.out(USAGE);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print.err(error.message);
    print.err(USAGE);
    return 2;
  }
  const { call, yes } = parsed;
  const token = readOpsToken(loadConfig(io.env));
  if (!token) {
    print.err('找不到运营令牌 (no operator token): 设置 OPS_TOKEN 或先启动一次服务器以生成 DATA_DIR/ops-token');
    return 1;
  }
  const connection = {
    base: (io.env.OPS_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    token: token.token,
  };
  const refused = await confirmed(io, print, connection, call, yes);
  if (refused !== undefined) return refused;
  const result = await send(io, print, connection, call);
  if ('exit' in result) return result.exit;
  print.out(call.show(result.data));
  return call.exitCode ? call.exitCode(result.data) : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCli(process.argv.slice(2), {
    env: process.env,
    fetch: globalThis.fetch,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    isTTY: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    ask: async (question) => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await terminal.question(question);
      } finally {
        terminal.close();
      }
    },
  }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
