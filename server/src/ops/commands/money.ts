/** Money: deposit and withdrawal reviews, the ledger audit, money settings. */
import type {
  DepositList,
  LedgerAudit,
  ReviewAnswer,
  SettingAnswer,
  WithdrawalList,
} from '../../../../contract/ops/answers.ts';
import { REVIEW_STATES } from '../../../../contract/ops/rules.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

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
    'order_no\tusername\trealname\tamount\tarrives\tpay_way\tstate\tcreated\tdestination',
    ...d.withdrawals.map(
      (r) =>
        `${r.order_no}\t${r.username}\t${r.member_realname || '-'}\t${r.amount}\t${r.real_money} ${r.currency}\t${r.pay_way}\t${STATE_ZH[r.state] ?? r.state}\t${r.created_at}\t` +
        [r.destination.bank_owner, r.destination.bank, r.destination.bank_no, r.destination.bank_address]
          .filter(Boolean)
          .join(' '),
    ),
  ].join('\n');
}

/** The deposit an approval credits, as the operator confirms it: amount, member, depositor. */
function depositToConfirm(d: DepositList): string | null {
  const r = d.deposits[0];
  if (!r) return null;
  const depositor = [r.depositor.bank_owner, r.depositor.bank, r.depositor.bank_no, r.depositor.bank_address];
  return [
    `充值 (deposit) ${r.deposit_no}  ${STATE_ZH[r.state] ?? r.state}  ${r.created_at}`,
    `  金额 (amount)\t${r.amount}${r.usdt_amount ? ` (${r.usdt_amount} USDT)` : ''}  ${r.pay_way}`,
    `  会员 (member)\t${r.username} (id ${r.user_id})`,
    `  存款人 (depositor)\t${depositor.filter(Boolean).join(' / ') || '-'}`,
  ].join('\n');
}

/** The withdrawal an approval pays out, as the operator confirms it: amount, member, destination. */
function withdrawalToConfirm(d: WithdrawalList): string | null {
  const r = d.withdrawals[0];
  if (!r) return null;
  const destination = [r.destination.bank_owner, r.destination.bank, r.destination.bank_no, r.destination.bank_address];
  return [
    `提现 (withdrawal) ${r.order_no}  ${STATE_ZH[r.state] ?? r.state}  ${r.created_at}`,
    `  金额 (amount)\t${r.amount}，到账 (arrives) ${r.real_money} ${r.currency}  ${r.pay_way}`,
    `  会员 (member)\t${r.username} (id ${r.user_id})，实名 (real name) ${r.member_realname || '未绑定 (none)'}`,
    `  收款 (destination)\t${destination.filter(Boolean).join(' / ') || '-'}`,
  ].join('\n');
}

function auditLines(d: LedgerAudit): string {
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

export const moneyCommands: CommandGroup = {
  options: { yes: { type: 'boolean', short: 'y' } },
  usage: [
    'npm run ops -- audit                         账本核对，打印汇总，有差异时退出码 1 (ledger audit with totals)',
    'npm run ops -- deposits [state]              充值订单，默认待审核 (deposits; state pending|approved|rejected|all)',
    'npm run ops -- deposit approve <deposit_no>  显示订单并确认后入账 (approve: shows it, asks y/N; --yes for scripts)',
    'npm run ops -- deposit reject <deposit_no>   拒绝充值 (reject)',
    'npm run ops -- withdrawals [state]           提现订单，默认待审核 (withdrawals)',
    'npm run ops -- withdrawal approve <order_no> 显示订单并确认后付出冻结资金 (approve: shows it, asks y/N; --yes)',
    'npm run ops -- withdrawal reject <order_no>  拒绝提现，资金退回 (reject: refund the held money)',
    'npm run ops -- settings                      资金设置 (money settings)',
    'npm run ops -- setting <key> <value>         修改资金设置，如 withdraw_turnover_multiple 0',
  ],
  plan(command, rest) {
    if (command === 'audit' && rest.length === 0) {
      return answer<LedgerAudit>({
        method: 'GET',
        path: '/admin/ledger/audit',
        show: auditLines,
        exitCode: (d) => (d.ok ? 0 : 1),
      });
    }
    if ((command === 'deposits' || command === 'withdrawals') && rest.length <= 1) {
      const state = rest[0] ?? 'pending';
      if (!(REVIEW_STATES as readonly string[]).includes(state))
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
      const lookup = `/admin/${command}s?state=all&no=${encodeURIComponent(no)}`;
      return answer<ReviewAnswer>({
        method: 'POST',
        path: `/admin/${command}s/${encodeURIComponent(no)}/${action}`,
        body: memo ? { memo } : {},
        // An approval moves money: shown and confirmed first (cli.ts); a rejection moves none.
        ...(action === 'approve'
          ? {
              options: ['yes'],
              confirm: {
                lookup,
                describe: (data: unknown) =>
                  command === 'deposit'
                    ? depositToConfirm(data as DepositList)
                    : withdrawalToConfirm(data as WithdrawalList),
                missing: `订单不存在 (no such order): ${no}`,
              },
            }
          : {}),
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
    return undefined;
  },
};
