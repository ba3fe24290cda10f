/**
 * Operator commands over the /admin HTTP API:
 *   npm run ops -- site | site open | site maintenance "<tips>"
 *   npm run ops -- credit <username> <amount> [memo]
 *   npm run ops -- users [search]
 *   npm run ops -- user enable|disable <username>
 *   npm run ops -- audit
 *   npm run ops -- deposits [pending|approved|rejected|all]
 *   npm run ops -- deposit approve|reject <deposit_no> [memo]
 *   npm run ops -- withdrawals [pending|approved|rejected|all]
 *   npm run ops -- withdrawal approve|reject <order_no> [memo]
 *   npm run ops -- settings | setting <key> <value>
 *   npm run ops -- rounds
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
  npm run ops -- audit                         账本核对，打印汇总，有差异时退出码 1 (ledger audit with totals)
  npm run ops -- deposits [state]              充值订单，默认待审核 (deposits; state pending|approved|rejected|all)
  npm run ops -- deposit approve <deposit_no>  通过充值并入账 (approve: credit the player)
  npm run ops -- deposit reject <deposit_no>   拒绝充值 (reject)
  npm run ops -- withdrawals [state]           提现订单，默认待审核 (withdrawals)
  npm run ops -- withdrawal approve <order_no> 通过提现，冻结资金付出 (approve: pay out the held money)
  npm run ops -- withdrawal reject <order_no>  拒绝提现，资金退回 (reject: refund the held money)
  npm run ops -- settings                      资金设置 (money settings)
  npm run ops -- setting <key> <value>         修改资金设置，如 withdraw_turnover_multiple 0
  npm run ops -- rounds                        彩票当前期号与状态 (lottery rounds: current, next, last, unsettled)
环境变量: OPS_URL (默认 http://localhost:3000), OPS_TOKEN (默认读取 DATA_DIR/ops-token)`;

export interface CliIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Call<T = unknown> {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  show: (data: T) => string;
  /** Exit status for a 200 answer (default 0): the audit fails on any difference. */
  exitCode?: (data: T) => number;
}

/** A call whose answer is read as T: the admin API's `data`, trusted as the server sends it. */
function answer<T>(call: Call<T>): Call {
  const { show, exitCode } = call;
  return { ...call, show: (data) => show(data as T), exitCode: exitCode && ((data) => exitCode(data as T)) };
}

// The admin answers, as far as this terminal prints them.
interface SiteAnswer {
  state: string;
  repair_tips: string;
}
interface CreditAnswer {
  username: string;
  amount: string;
  balance: string;
  tx_id: number;
}
interface UserList {
  total: number;
  users: { id: number; username: string; balance: string; created_at: string; is_trial: boolean; status: string }[];
}
interface UserStatus {
  username: string;
  status: string;
}
interface BankDetails {
  bank_owner?: string | null;
  bank?: string | null;
  bank_no?: string | null;
  bank_address?: string | null;
}
interface DepositList {
  total: number;
  deposits: {
    deposit_no: string;
    username: string;
    amount: string;
    usdt_amount?: string | null;
    pay_way: string;
    state: string;
    created_at: string;
    depositor: BankDetails;
  }[];
}
interface WithdrawalList {
  total: number;
  withdrawals: {
    order_no: string;
    username: string;
    amount: string;
    real_money: string;
    currency: string;
    pay_way: string;
    state: string;
    created_at: string;
    destination: BankDetails;
  }[];
}
interface Audit {
  ok: boolean;
  transactions: number;
  postings: number;
  accounts: number;
  totals?: { house?: Record<string, string>; playersMain: string; playersVenues: string; sum: string };
  reconciliation?: { ok: boolean; check: string; ledger: string; records: string }[];
}
interface ReviewAnswer {
  amount: string;
  balance?: string | null;
}
interface SettingAnswer {
  key: string;
  value: string;
}
interface Rounds {
  now: string;
  leader: boolean;
  round_seconds?: number | null;
  lotteries: {
    id: number;
    title: string;
    running: boolean;
    current: { expect: string; state: string; draw_at: string; timeout: number; bets: number; stake: string } | null;
    next: { expect: string } | null;
    last: { expect: string; result: string; status: string } | null;
    unsettled_rounds: number;
    unsettled_bets: number;
    overdue_rounds: number;
  }[];
}

const REVIEW_STATES = ['pending', 'approved', 'rejected', 'all'];
const STATE_ZH: Record<string, string> = { pending: '待审核', approved: '审核通过', rejected: '审核拒绝' };

function depositLines(d: DepositList): string {
  return [
    `共 ${d.total} 笔充值 (deposits)，显示 ${d.deposits.length} 笔`,
    'deposit_no\tusername\tamount\tpay_way\tstate\tcreated\tdepositor',
    ...d.deposits.map(
      (r) =>
        `${r.deposit_no}\t${r.username}\t${r.amount}${r.usdt_amount ? ` (${r.usdt_amount} USDT)` : ''}\t${r.pay_way}\t${STATE_ZH[r.state] ?? r.state}\t${r.created_at}\t` +
        [r.depositor.bank_owner, r.depositor.bank, r.depositor.bank_no, r.depositor.bank_address]
          .filter(Boolean)
          .join(' '),
    ),
  ].join('\n');
}

function withdrawalLines(d: WithdrawalList): string {
  return [
    `共 ${d.total} 笔提现 (withdrawals)，显示 ${d.withdrawals.length} 笔`,
    'order_no\tusername\tamount\tarrives\tpay_way\tstate\tcreated\tdestination',
    ...d.withdrawals.map(
      (r) =>
        `${r.order_no}\t${r.username}\t${r.amount}\t${r.real_money} ${r.currency}\t${r.pay_way}\t${STATE_ZH[r.state] ?? r.state}\t${r.created_at}\t` +
        [r.destination.bank_owner, r.destination.bank, r.destination.bank_no, r.destination.bank_address]
          .filter(Boolean)
          .join(' '),
    ),
  ].join('\n');
}

function auditLines(d: Audit): string {
  const lines = [
    `${d.ok ? '账本正常 (ledger OK)' : '账本异常 (ledger NOT OK)'}: ${d.transactions} transactions, ${d.postings} postings, ${d.accounts} accounts`,
  ];
  if (d.totals) {
    lines.push('汇总 totals:');
    for (const [code, balance] of Object.entries(d.totals.house ?? {})) lines.push(`  ${code}\t${balance}`);
    lines.push(
      `  players main wallets\t${d.totals.playersMain}`,
      `  players venue wallets\t${d.totals.playersVenues}`,
      `  sum of all accounts\t${d.totals.sum}`,
    );
  }
  for (const r of d.reconciliation ?? [])
    lines.push(`${r.ok ? 'OK  ' : 'DIFF'} ${r.check}: ledger ${r.ledger}, records ${r.records}`);
  if (!d.ok) {
    const { totals: _t, reconciliation: _r, ...rest } = d;
    lines.push(JSON.stringify(rest, null, 2));
  }
  return lines.join('\n');
}

class UsageError extends Error {}

const ROUND_STATE_ZH: Record<string, string> = { open: '投注中', closed: '封盘中' };

function roundLines(d: Rounds): string {
  const lines = [
    `服务器时间 ${d.now}，本进程${d.leader ? '是' : '不是'}开奖进程 (leader: ${d.leader ? 'yes' : 'no'})` +
      (d.round_seconds ? `，ROUND_SECONDS=${d.round_seconds}` : ''),
  ];
  lines.push('id\tlottery\tcurrent\tstate\tdraw_at\ttimeout\tbets\tstake\tnext\tlast\tunsettled');
  for (const l of d.lotteries) {
    const c = l.current;
    lines.push(
      [
        l.id,
        l.title + (l.running ? '' : ' (已停用)'),
        c?.expect ?? '-',
        c ? (ROUND_STATE_ZH[c.state] ?? c.state) : '-',
        c?.draw_at ?? '-',
        c ? `${c.timeout}s` : '-',
        c?.bets ?? 0,
        c?.stake ?? '0.00',
        l.next?.expect ?? '-',
        l.last ? `${l.last.expect} ${l.last.result} (${l.last.status})` : '-',
        `${l.unsettled_rounds} 期 / ${l.unsettled_bets} 注` +
          (l.overdue_rounds ? `，${l.overdue_rounds} 期逾期未开奖` : ''),
      ].join('\t'),
    );
  }
  return lines.join('\n');
}

/** Exit 1 when something is stuck: rounds overdue or drawn and not settled. */
function roundsNeedAttention(d: Rounds): boolean {
  return d.lotteries.some((l) => l.unsettled_rounds > 0 || l.overdue_rounds > 0);
}

function plan(args: string[]): Call {
  const [command, ...rest] = args;
  if (command === 'site' && rest.length === 0) {
    return answer<SiteAnswer>({
      method: 'GET',
      path: '/admin/site',
      show: (d) => `站点状态 site: ${d.state}\n维护提示 tips: ${d.repair_tips}`,
    });
  }
  if (command === 'site' && rest[0] === 'open' && rest.length === 1) {
    return { method: 'POST', path: '/admin/site', body: { state: 'open' }, show: () => '站点已开放 (site is open)' };
  }
  if (command === 'site' && rest[0] === 'maintenance' && rest.length <= 2) {
    const body: Record<string, unknown> = { state: 'maintenance' };
    if (rest[1] !== undefined) body.repair_tips = rest[1];
    return answer<SiteAnswer>({
      method: 'POST',
      path: '/admin/site',
      body,
      show: (d) => `站点维护中 (site in maintenance)\n维护提示 tips: ${d.repair_tips}`,
    });
  }
  if (command === 'credit' && (rest.length === 2 || rest.length === 3)) {
    const [username, amount, memo] = rest as [string, string, string | undefined];
    if (parseAmount(amount) === null || parseAmount(amount) === 0n) {
      throw new UsageError(`金额无效 (invalid amount): "${amount}"，应为正数且最多两位小数，如 100 或 100.50`);
    }
    return answer<CreditAnswer>({
      method: 'POST',
      path: '/admin/credit',
      body: { username, amount, memo },
      show: (d) => `已为 ${d.username} 加款 ${d.amount}，当前余额 ${d.balance} (tx #${d.tx_id})`,
    });
  }
  if (command === 'users' && rest.length <= 1) {
    const query = rest[0] ? `?search=${encodeURIComponent(rest[0])}` : '';
    return answer<UserList>({
      method: 'GET',
      path: `/admin/users${query}`,
      show: (d) =>
        [
          `共 ${d.total} 个用户 (users), 显示前 ${d.users.length} 个`,
          'id\tusername\tbalance\tcreated\ttrial\tstatus',
          ...d.users.map(
            (u) => `${u.id}\t${u.username}\t${u.balance}\t${u.created_at}\t${u.is_trial ? 'yes' : 'no'}\t${u.status}`,
          ),
        ].join('\n'),
    });
  }
  if (command === 'user' && rest.length === 2 && (rest[0] === 'enable' || rest[0] === 'disable')) {
    return answer<UserStatus>({
      method: 'POST',
      path: '/admin/users/status',
      body: { username: rest[1], status: rest[0] === 'enable' ? 'active' : 'disabled' },
      show: (d) => `${d.username}: ${d.status === 'active' ? '已启用 (enabled)' : '已禁用 (disabled)'}`,
    });
  }
  if (command === 'audit' && rest.length === 0) {
    return answer<Audit>({
      method: 'GET',
      path: '/admin/ledger/audit',
      show: auditLines,
      exitCode: (d) => (d.ok ? 0 : 1),
    });
  }
  if ((command === 'deposits' || command === 'withdrawals') && rest.length <= 1) {
    const state = rest[0] ?? 'pending';
    if (!REVIEW_STATES.includes(state))
      throw new UsageError(`未知状态 (unknown state): ${state}，可用 ${REVIEW_STATES.join('|')}`);
    const path = `/admin/${command}?state=${state}`;
    return command === 'deposits'
      ? answer<DepositList>({ method: 'GET', path, show: depositLines })
      : answer<WithdrawalList>({ method: 'GET', path, show: withdrawalLines });
  }
  if (
    (command === 'deposit' || command === 'withdrawal') &&
    (rest.length === 2 || rest.length === 3) &&
    (rest[0] === 'approve' || rest[0] === 'reject')
  ) {
    const [action, no, memo] = rest as [string, string, string | undefined];
    if (!/^W?\d{1,40}$/.test(no)) throw new UsageError(`订单号无效 (invalid order number): ${no}`);
    const done = action === 'approve' ? '已通过 (approved)' : '已拒绝 (rejected)';
    return answer<ReviewAnswer>({
      method: 'POST',
      path: `/admin/${command}s/${encodeURIComponent(no)}/${action}`,
      body: memo ? { memo } : {},
      show: (d) =>
        `${command === 'deposit' ? '充值' : '提现'} ${no} ${done}，金额 ${d.amount}` +
        (d.balance ? `，玩家余额 ${d.balance}` : ''),
    });
  }
  if (command === 'settings' && rest.length === 0) {
    return answer<Record<string, unknown>>({
      method: 'GET',
      path: '/admin/settings',
      show: (d) =>
        Object.entries(d)
          .map(([k, v]) => `${k}\t${v}`)
          .join('\n'),
    });
  }
  if (command === 'setting' && rest.length === 2) {
    return answer<SettingAnswer>({
      method: 'POST',
      path: '/admin/settings',
      body: { key: rest[0], value: rest[1] },
      show: (d) => `${d.key} = ${d.value}`,
    });
  }
  if (command === 'rounds' && rest.length === 0) {
    return answer<Rounds>({
      method: 'GET',
      path: '/admin/lottery/rounds',
      show: roundLines,
      exitCode: (d) => (roundsNeedAttention(d) ? 1 : 0),
    });
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
