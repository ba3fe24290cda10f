/**
 * Operator commands over the /admin HTTP API:
 *   npm run ops -- site | site open | site maintenance "<tips>"
 *   npm run ops -- credit <username> <amount> [memo]
 *   npm run ops -- users [search]
 *   npm run ops -- user enable|disable <username>
 *   npm run ops -- audit
 * OPS_URL (default http://localhost:3000); token from OPS_TOKEN, else DATA_DIR/ops-token.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { parseAmount } from '../lib/money.ts';
import { readOpsToken } from './token.ts';

export const USAGE = `用法 / usage:
  npm run ops -- site                          查看站点状态 (show site state)
  npm run ops -- site open                     开放站点 (open the site)
  npm run ops -- site maintenance "<tips>"     维护模式并设置维护提示 (maintenance with repair tips)
  npm run ops -- credit <username> <amount>    人工加款，金额如 100 或 100.50 (manual credit)
  npm run ops -- users [search]                用户列表 (list users)
  npm run ops -- user disable|enable <name>    禁用/启用账号 (disable or enable an account)
  npm run ops -- audit                         账本核对 (ledger audit)
环境变量: OPS_URL (默认 http://localhost:3000), OPS_TOKEN (默认读取 DATA_DIR/ops-token)`;

export interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  show: (data: any) => string;
}

class UsageError extends Error {}

function plan(args: string[]): Call {
  const [command, ...rest] = args;
  if (command === 'site' && rest.length === 0) {
    return { method: 'GET', path: '/admin/site', show: (d) => `站点状态 site: ${d.state}\n维护提示 tips: ${d.repair_tips}` };
  }
  if (command === 'site' && rest[0] === 'open' && rest.length === 1) {
    return { method: 'POST', path: '/admin/site', body: { state: 'open' }, show: () => '站点已开放 (site is open)' };
  }
  if (command === 'site' && rest[0] === 'maintenance' && rest.length <= 2) {
    const body: Record<string, unknown> = { state: 'maintenance' };
    if (rest[1] !== undefined) body.repair_tips = rest[1];
    return { method: 'POST', path: '/admin/site', body, show: (d) => `站点维护中 (site in maintenance)\n维护提示 tips: ${d.repair_tips}` };
  }
  if (command === 'credit' && (rest.length === 2 || rest.length === 3)) {
    const [username, amount, memo] = rest as [string, string, string | undefined];
    if (parseAmount(amount) === null || parseAmount(amount) === 0n) {
      throw new UsageError(`金额无效 (invalid amount): "${amount}"，应为正数且最多两位小数，如 100 或 100.50`);
    }
    return {
      method: 'POST',
      path: '/admin/credit',
      body: { username, amount, memo },
      show: (d) => `已为 ${d.username} 加款 ${d.amount}，当前余额 ${d.balance} (tx #${d.tx_id})`,
    };
  }
  if (command === 'users' && rest.length <= 1) {
    const query = rest[0] ? `?search=${encodeURIComponent(rest[0])}` : '';
    return {
      method: 'GET',
      path: `/admin/users${query}`,
      show: (d) =>
        [
          `共 ${d.total} 个用户 (users), 显示前 ${d.users.length} 个`,
          'id\tusername\tbalance\tcreated\ttrial\tstatus',
          ...d.users.map((u: any) => `${u.id}\t${u.username}\t${u.balance}\t${u.created_at}\t${u.is_trial ? 'yes' : 'no'}\t${u.status}`),
        ].join('\n'),
    };
  }
  if (command === 'user' && rest.length === 2 && (rest[0] === 'enable' || rest[0] === 'disable')) {
    return {
      method: 'POST',
      path: '/admin/users/status',
      body: { username: rest[1], status: rest[0] === 'enable' ? 'active' : 'disabled' },
      show: (d) => `${d.username}: ${d.status === 'active' ? '已启用 (enabled)' : '已禁用 (disabled)'}`,
    };
  }
  if (command === 'audit' && rest.length === 0) {
    return {
      method: 'GET',
      path: '/admin/ledger/audit',
      show: (d) =>
        `${d.ok ? '账本正常 (ledger OK)' : '账本异常 (ledger NOT OK)'}: ${d.transactions} transactions, ${d.postings} postings, ${d.accounts} accounts` +
        (d.ok ? '' : `\n${JSON.stringify(d, null, 2)}`),
    };
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
  return 0;
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
