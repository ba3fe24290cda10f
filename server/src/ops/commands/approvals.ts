/**
 * Second approvals (four eyes): the credits, debits and deposit and withdrawal approvals held above
 * OPS_SECOND_APPROVAL_ABOVE, listed, and approved by a second operator (shown and confirmed first,
 * like every approval that moves money) or rejected.
 */
import type { ApprovalList, ApprovalView } from '../../../../contract/ops/answers.ts';
import { APPROVAL_STATES } from '../../../../contract/ops/roles.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

const KIND_ZH: Record<string, string> = {
  credit: '人工加款',
  debit: '人工扣款',
  deposit: '充值审核',
  withdrawal: '提现审核',
};

const line = (a: ApprovalView) =>
  `${a.id}\t${KIND_ZH[a.kind] ?? a.kind}\t${a.subject}\t${a.amount}\t${a.state}\t${a.requested_by}\t${a.requested_at}\t${a.decided_by ?? '-'}\t${a.memo}`;

/** The held move as the second operator confirms it. */
function toConfirm(id: number, d: ApprovalList): string | null {
  const a = d.approvals.find((row) => row.id === id);
  if (!a) return null;
  return [
    `复核 (approval) ${a.id}  ${KIND_ZH[a.kind] ?? a.kind}  提交人 (asked by) ${a.requested_by}  ${a.requested_at}`,
    `  对象 (member / order)\t${a.subject}`,
    `  金额 (amount)\t${a.amount}`,
    `  备注 (memo)\t${a.memo || '-'}`,
  ].join('\n');
}

export const approvalCommands: CommandGroup = {
  usage: [
    'npm run ops -- approvals [pending|approved|rejected|all]  待第二人复核的大额操作 (held for a second approval; default pending)',
    'npm run ops -- approval approve|reject <id> [--yes]       批准（资金此时才变动）或驳回 (approve: the money moves now; by another operator)',
  ],
  plan(command, rest) {
    if (command === 'approvals') {
      const [state = 'pending', ...extra] = rest;
      if (extra.length || ![...APPROVAL_STATES, 'all'].includes(state))
        throw new UsageError('用法 (usage): approvals [pending|approved|rejected|all]');
      return answer<ApprovalList>({
        method: 'GET',
        path: `/admin/approvals?state=${state}`,
        show: (d) =>
          ['id\tkind\tsubject\tamount\tstate\tasked_by\tasked_at\tdecided_by\tmemo', ...d.approvals.map(line)].join(
            '\n',
          ),
      });
    }
    if (command !== 'approval') return undefined;
    const [action, idText] = rest;
    const id = Number(idText);
    if (rest.length !== 2 || (action !== 'approve' && action !== 'reject') || !Number.isSafeInteger(id) || id < 1)
      throw new UsageError('用法 (usage): approval approve|reject <id>');
    return answer<ApprovalView>({
      method: 'POST',
      path: `/admin/approvals/${id}/${action}`,
      options: ['yes'],
      confirm:
        action === 'approve'
          ? {
              lookup: '/admin/approvals?state=pending',
              describe: (data) => toConfirm(id, data as ApprovalList),
              missing: '复核不存在或已处理 (no such pending approval)',
            }
          : undefined,
      show: (d) =>
        d.state === 'approved'
          ? `已批准复核 ${d.id}：${KIND_ZH[d.kind] ?? d.kind} ${d.subject} ${d.amount}（账务交易 ${d.tx_id}）`
          : `已驳回复核 ${d.id}，资金未变动`,
    });
  },
};
