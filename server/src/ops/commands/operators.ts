/**
 * Named operators (admins only): each with a role and a token of their own that expires; every
 * admin action is recorded with the name. `operator …` and `operators …` are the same commands.
 */
import type { OperatorAdded, OperatorList, OperatorRoleSet } from '../../../../contract/ops/answers.ts';
import { OPERATOR_ROLES } from '../../../../contract/ops/roles.ts';
import { answer, text, UsageError, type CommandGroup } from './types.ts';

const USAGE = `用法 (usage): operator add <name> --role ${OPERATOR_ROLES.join('|')} | rotate <name> | role <name> <role> | revoke <name>`;

const tokenShown = (what: string) => (d: OperatorAdded) =>
  `${what} ${d.name}（${d.role}），令牌（只显示这一次，请妥善保存；${d.expires_at} 到期）:\n  ${d.token}`;

export const operatorCommands: CommandGroup = {
  usage: [
    'npm run ops -- operators                     运营人员列表 (list operators: role, expiry)',
    'npm run ops -- operator add <name> --role <role>  新增运营人员，令牌只显示一次 (add; role: reviewer|content|finance|admin)',
    'npm run ops -- operator rotate <name>        换发令牌，旧令牌立即失效 (new token, new expiry; the old one stops)',
    'npm run ops -- operator role <name> <role>   修改角色 (change the role)',
    'npm run ops -- operator revoke <name>        停用运营人员的令牌 (revoke)',
  ],
  options: { role: { type: 'string' } },
  plan(command, rest, options) {
    if (command === 'operators' && rest.length === 0) {
      return answer<OperatorList>({
        method: 'GET',
        path: '/admin/operators',
        show: (d) =>
          [
            'name\trole\tcreated_by\tcreated\texpires\trevoked',
            ...d.operators.map(
              (o) => `${o.name}\t${o.role}\t${o.created_by}\t${o.created_at}\t${o.expires_at}\t${o.revoked_at ?? '-'}`,
            ),
          ].join('\n'),
      });
    }
    if (command !== 'operator' && command !== 'operators') return undefined;
    const [action, name, role] = rest;
    if (!name) throw new UsageError(USAGE);
    if (action === 'add' && rest.length === 2) {
      const given = text(options, 'role');
      if (!given) throw new UsageError(`需要 --role (a role is required): ${OPERATOR_ROLES.join('|')}`);
      return answer<OperatorAdded>({
        method: 'POST',
        path: '/admin/operators',
        body: { name, role: given },
        options: ['role'],
        show: tokenShown('已新增运营人员'),
      });
    }
    if (action === 'rotate' && rest.length === 2)
      return answer<OperatorAdded>({
        method: 'POST',
        path: '/admin/operators/rotate',
        body: { name },
        show: tokenShown('已换发令牌，旧令牌已失效：'),
      });
    if (action === 'role' && rest.length === 3)
      return answer<OperatorRoleSet>({
        method: 'POST',
        path: '/admin/operators/role',
        body: { name, role },
        show: (d) => `运营人员 ${d.name} 的角色已改为 ${d.role}`,
      });
    if (action === 'revoke' && rest.length === 2)
      return answer<{ name: string }>({
        method: 'POST',
        path: '/admin/operators/revoke',
        body: { name },
        show: (d) => `已停用运营人员 ${d.name}`,
      });
    throw new UsageError(USAGE);
  },
};
