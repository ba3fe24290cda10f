/** Referrals: show or change the invite reward rule. */
import { parseAmount } from '../../lib/money.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

interface Rule {
  reward: string;
  min_deposit: string;
  turnover_multiple: string;
  intro: string;
}

const OPTIONS: Record<string, string> = {
  '--reward': 'reward',
  '--min-deposit': 'min_deposit',
  '--multiple': 'turnover_multiple',
  '--intro': 'intro',
};

const show = (r: Rule) =>
  `邀请礼金 ${r.reward} 元 (0 = 关闭)，好友存款满 ${r.min_deposit} 元审核通过后发放，流水 ${r.turnover_multiple} 倍\n介绍: ${r.intro || '(按规则自动生成)'}`;

export const referralCommands: CommandGroup = {
  usage: [
    'npm run ops -- invite                       邀请规则 (the invite reward rule)',
    'npm run ops -- invite rule [--reward 元] [--min-deposit 元] [--multiple 倍数] [--intro html]',
  ],
  plan(command, rest) {
    if (command !== 'invite') return undefined;
    if (rest.length === 0) return answer<Rule>({ method: 'GET', path: '/admin/invite-rule', show });
    if (rest[0] !== 'rule' || rest.length < 3) return undefined;
    const body: Record<string, string> = {};
    for (let i = 1; i < rest.length; i += 2) {
      const key = OPTIONS[rest[i]!];
      const value = rest[i + 1];
      if (!key || value === undefined) throw new UsageError(`未知或缺少值的参数 (bad option): ${rest[i]}`);
      if ((key === 'reward' || key === 'min_deposit') && parseAmount(value) === null) {
        throw new UsageError(`金额无效 (invalid amount): "${value}"`);
      }
      body[key] = value;
    }
    return answer<Rule>({ method: 'POST', path: '/admin/invite-rule', body, show });
  },
};
