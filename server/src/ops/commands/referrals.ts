/** Referrals: show or change the invite reward rule. */
import { parseAmount } from '../../lib/money.ts';
import type { InviteRuleAnswer } from '../../../../contract/ops/answers.ts';
import { answer, text, UsageError, type CommandGroup } from './types.ts';

/** --option → body key of `invite rule`. */
const RULE_OPTIONS: Record<string, string> = {
  reward: 'reward',
  'min-deposit': 'min_deposit',
  multiple: 'turnover_multiple',
  intro: 'intro',
};

const show = (r: InviteRuleAnswer) =>
  `邀请礼金 ${r.reward} 元 (0 = 关闭)，好友存款满 ${r.min_deposit} 元审核通过后发放，流水 ${r.turnover_multiple} 倍\n介绍: ${r.intro || '(按规则自动生成)'}`;

export const referralCommands: CommandGroup = {
  usage: [
    'npm run ops -- invite                       邀请规则 (the invite reward rule)',
    'npm run ops -- invite rule [--reward 元] [--min-deposit 元] [--multiple 倍数] [--intro html]',
  ],
  options: Object.fromEntries(Object.keys(RULE_OPTIONS).map((name) => [name, { type: 'string' } as const])),
  plan(command, rest, options) {
    if (command !== 'invite') return undefined;
    if (rest.length === 0) return answer<InviteRuleAnswer>({ method: 'GET', path: '/admin/invite-rule', show });
    if (rest[0] !== 'rule' || rest.length !== 1) return undefined;
    const body: Record<string, string> = {};
    for (const [option, key] of Object.entries(RULE_OPTIONS)) {
      const value = text(options, option);
      if (value === undefined) continue;
      if ((key === 'reward' || key === 'min_deposit') && parseAmount(value) === null) {
        throw new UsageError(`金额无效 (invalid amount): "${value}"`);
      }
      body[key] = value;
    }
    if (Object.keys(body).length === 0) throw new UsageError('invite rule 需要至少一个 --option (at least one option)');
    return answer<InviteRuleAnswer>({
      method: 'POST',
      path: '/admin/invite-rule',
      body,
      options: Object.keys(RULE_OPTIONS),
      show,
    });
  },
};
