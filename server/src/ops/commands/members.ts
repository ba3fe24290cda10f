/** Members: list, enable or disable an account, manual credit. */
import { parseAmount } from '../../lib/money.ts';
import type { CreditAnswer, UserList, UserStatusAnswer } from '../../../../contract/ops/answers.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

export const memberCommands: CommandGroup = {
  usage: [
    'npm run ops -- credit <username> <amount>    人工加款，金额如 100 或 100.50 (manual credit)',
    'npm run ops -- users [search]                用户列表 (list users)',
    'npm run ops -- user disable|enable <name>    禁用/启用账号 (disable or enable an account)',
  ],
  plan(command, rest) {
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
