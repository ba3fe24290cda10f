/** The invite rule: the reward, the deposit that earns it, its turnover, the introduction text. */
import { one, type Queryable } from '../../db/types.ts';
import { formatDecimal, parseDecimal, type Decimal } from '../../lib/decimal.ts';
import { formatCents } from '../../lib/money.ts';
import { sanitiseRichHtml } from '../activities/html.ts';

export interface InviteRule {
  reward: bigint;
  minDeposit: bigint;
  turnoverMultiple: Decimal;
  intro: string;
}

export async function inviteRule(q: Queryable): Promise<InviteRule> {
  const row = await one<{ reward: bigint; min_deposit: bigint; turnover_multiple: string; intro: string }>(
    q,
    'SELECT reward, min_deposit, turnover_multiple, intro FROM invite_rules WHERE id = 1',
  );
  return {
    reward: BigInt(row?.reward ?? 0n),
    minDeposit: BigInt(row?.min_deposit ?? 0n),
    turnoverMultiple: parseDecimal(row?.turnover_multiple ?? '1') ?? { units: 1n, scale: 0 },
    intro: row?.intro ?? '',
  };
}

/**
 * The duplicate-account checks as the members read them: exactly what evidence.ts does (a shared
 * card or USDT address refuses, a shared registration IP or real name holds for review, no trial
 * account takes part). Change both together.
 */
export const INVITE_CHECK_RULES = [
  '与您或您邀请的其他好友使用相同银行卡或 USDT 地址的账户不计入',
  '注册 IP 或姓名与您或您邀请的其他好友相同的账户，礼金经人工审核后发放',
  '试玩账号不参与邀请活动',
] as const;

/** The introduction as shown: the operator's text, or one written from the rule's figures. */
export function introText(rule: InviteRule): string {
  if (rule.intro) return rule.intro;
  if (rule.reward === 0n) return '<p>邀请好友注册，一起畅玩。</p>';
  return [
    `<p>分享您的专属邀请链接或二维码，好友通过链接注册成为您的下级。</p>`,
    `<p>好友首次存款满 <strong>${formatCents(rule.minDeposit)} 元</strong>并审核通过后，您即可获得 <strong>${formatCents(rule.reward)} 元</strong>礼金，自动发放至中心钱包。</p>`,
    `<ol><li>每位好友仅计发一次礼金</li><li>礼金需完成 ${formatDecimal(rule.turnoverMultiple)} 倍流水方可提款</li><li>${INVITE_CHECK_RULES.join('</li><li>')}</li><li>平台保留对活动的最终解释权</li></ol>`,
  ].join('');
}

export async function setInviteRule(
  q: Queryable,
  patch: { reward?: bigint; minDeposit?: bigint; turnoverMultiple?: string; intro?: string },
): Promise<InviteRule> {
  await q.query(
    `UPDATE invite_rules SET reward = COALESCE($1, reward), min_deposit = COALESCE($2, min_deposit),
       turnover_multiple = COALESCE($3::numeric, turnover_multiple), intro = COALESCE($4, intro), updated_at = now()
     WHERE id = 1`,
    [
      patch.reward ?? null,
      patch.minDeposit ?? null,
      patch.turnoverMultiple ?? null,
      patch.intro === undefined ? null : sanitiseRichHtml(patch.intro),
    ],
  );
  return inviteRule(q);
}
