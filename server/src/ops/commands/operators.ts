/** Named operators: each with a token of their own; every admin action is recorded with the name. */
import type { OperatorAdded, OperatorList } from '../../../../contract/ops/answers.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

export const operatorCommands: CommandGroup = {
  usage: [
    'npm run ops -- operators                     运营人员列表 (list operators)',
    'npm run ops -- operator add <name>           新增运营人员，令牌只显示一次 (add; prints its token once)',
    'npm run ops -- operator revoke <name>        停用运营人员的令牌 (revoke)',
  ],
  plan(command, rest) {
    if (command === 'operators' && rest.length === 0) {
      return answer<OperatorList>({
        method: 'GET',
        path: '/admin/operators',
        show: (d) =>
          [
            'name\tcreated_by\tcreated\trevoked',
            ...d.operators.map((o) => `${o.name}\t${o.created_by}\t${o.created_at}\t${o.revoked_at ?? '-'}`),
          ].join('\n'),
      });
    }
    if (command !== 'operator') return undefined;
    const [action, name] = rest;
    if (rest.length !== 2 || (action !== 'add' && action !== 'revoke') || !name)
      throw new UsageError('用法 (usage): operator add|revoke <name>');
    if (action === 'add') {
      return answer<OperatorAdded>({
        method: 'POST',
        path: '/admin/operators',
        body: { name },
        show: (d) => `已新增运营人员 ${d.name}，令牌（只显示这一次，请妥善保存）:\n  ${d.token}`,
      });
    }
    return answer<{ name: string }>({
      method: 'POST',
      path: '/admin/operators/revoke',
      body: { name },
      show: (d) => `已停用运营人员 ${d.name}`,
    });
  },
};
