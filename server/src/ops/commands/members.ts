/** Members: list, enable or disable an account, manual credit and debit. */
import { parseAmount } from '../../lib/money.ts';
import type { CreditAnswer, DebitAnswer, UserList, UserStatusAnswer } from '../../../../contract/ops/answers.ts';
import { answer, text, UsageError, type CommandGroup } from './types.ts';

function checkedAmount(amount: string): void {
  if (parseAmount(amount) === null || parseAmount(amount) === 0n) {
    throw new UsageError(`金额无效 (invalid amount): "${amount}"，应为正数且最多两位小数，如 100 或 100.50`);
  }
}

export const memberCommands: CommandGroup = {
  options: { memo: { type: 'string' } },
  usage: [
    'npm run ops -- credit <username> <amount>    人工加款，金额如 100 或 100.50 (manual credit)',
    'npm run ops -- debit <username> <amount> --memo <原因>  人工扣款（调整），不超过余额，须写原因 (manual debit)',
    'npm run ops -- users [search]                用户列表 (list users)',
    'npm run ops -- user disable|enable <name>    禁用/启用账号 (disable or enable an account)',
  ],
  plan(command, rest, options) {
    if (command === 'debit' && rest.length === 2) {
      const [username, amount] = rest as [string, string];
      checkedAmount(amount);
      const memo = text(options, 'memo')?.trim();
      if (!memo) throw new UsageError('缺少扣款原因 (missing --memo <why>): 每笔扣款都须写明原因');
      return answer<DebitAnswer>({
        method: 'POST',
        path: '/admin/debit',
        body: { username, amount, memo },
        options: ['memo'],
        show: (d) =>
          `已从 ${d.username} 扣款 ${d.amount}，当前余额 ${d.balance} (tx #${d.tx_id}${d.replayed ? ', 重复请求未再扣 (replayed)' : ''})，原因: ${d.memo}`,
      });
    }
    if (command === 'credit' && (rest.length === 2 || rest.length === 3)) {
      const [username, amount, memo] = rest as [string, string, string | undefined];
      checkedAmount(amount);
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
      return answer<UserStatusAnswer>({
        method: 'POST',
        path: '/admin/users/status',
        body: { username: rest[1], status: rest[0] === 'enable' ? 'active' : 'disabled' },
        show: (d) => `${d.username}: ${d.status === 'active' ? '已启用 (enabled)' : '已禁用 (disabled)'}`,
      });
    }
    return undefined;
  },
};
