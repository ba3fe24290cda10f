/** Referrals: show or change the invite reward rule; review the rewards the duplicate-account checks held. */
import { parseAmount } from '../../lib/money.ts';
import type { InviteReviewed, InviteReviewRow, InviteRuleAnswer } from '../../../../contract/ops/answers.ts';
import { REVIEW_STATES } from '../../../../contract/ops/rules.ts';
import { id } from './activities.ts';
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
    'npm run ops -- invites [pending|approved|rejected|all]  待审核的邀请礼金 (rewards held by the duplicate-account checks)',
    'npm run ops -- invite approve|reject <id>    发放或拒绝一笔待审核的邀请礼金',
  ],
  options: Object.fromEntries(Object.keys(RULE_OPTIONS).map((name) => [name, { type: 'string' } as const])),
  plan(command, rest, options) {
    if (command === 'invites' && rest.length <= 1) return listReviews(rest[0] ?? 'pending');
    if (command !== 'invite') return undefined;
    if ((rest[0] === 'approve' || rest[0] === 'reject') && rest.length === 2)
      return answer<InviteReviewed>({
        method: 'POST',
        path: `/admin/invite-reviews/${id(rest[1])}/${rest[0]}`,
        body: {},
        show: (r) => `邀请礼金 #${r.id}: ${r.state === 'approved' ? '已发放给邀请人' : '已拒绝'}`,
      });
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

function listReviews(state: string) {
  if (!(REVIEW_STATES as readonly string[]).includes(state)) throw new UsageError(`状态无效 (invalid state): ${state}`);
  return answer<InviteReviewRow[]>({
    method: 'GET',
    path: `/admin/invite-reviews?state=${state}`,
    show: (list) =>
      list.length
        ? [
            'id\tstate\tinviter\tinvitee\tamount\tcreated\treason',
            ...list.map(
              (r) => `${r.id}\t${r.state}\t${r.inviter}\t${r.invitee}\t${r.amount}\t${r.created_at}\t${r.reason}`,
            ),
          ].join('\n')
        : '没有待审核的邀请礼金 (no invite rewards to review)',
  });
}
