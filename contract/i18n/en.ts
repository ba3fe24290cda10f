/**
 * English for the messages both programs say (contract/<domain>/*.ts: validation, refusals, money
 * errors). The reference server answers in English when the request's Accept-Language prefers it;
 * the PWA's English build shows its own client-side checks through the same table. A message with
 * no translation stays as it is (Chinese), never blank.
 *
 * One file per domain in ./en/; parametrised messages (dates, amounts, names) are matched by
 * patterns learnt from the contract's own functions (./matcher.ts). Built once, on first use.
 */
import { activities } from './en/activities.ts';
import { cards } from './en/cards.ts';
import { chat } from './en/chat.ts';
import { common } from './en/common.ts';
import { content } from './en/content.ts';
import { downline } from './en/downline.ts';
import { games } from './en/games.ts';
import { lottery } from './en/lottery.ts';
import { member } from './en/member.ts';
import { money } from './en/money.ts';
import { ops } from './en/ops.ts';
import { opsRefusals } from './en/ops-refusals.ts';
import { profile } from './en/profile.ts';
import { protection } from './en/protection.ts';
import { referrals } from './en/referrals.ts';
import { rewards } from './en/rewards.ts';
import { sandbox } from './en/sandbox.ts';
import { session } from './en/session.ts';
import { buildTranslator, type Messages } from './matcher.ts';

/** Every domain's messages (the completeness test reads them too). */
export const EN_MESSAGES: readonly Messages[] = [
  common,
  session,
  member,
  profile,
  money,
  downline,
  cards,
  lottery,
  games,
  activities,
  rewards,
  referrals,
  content,
  chat,
  sandbox,
  protection,
  ops,
  opsRefusals,
];

let translate: ((message: string) => string) | null = null;

export function toEnglish(message: string): string {
  translate ??= buildTranslator(EN_MESSAGES);
  return translate(message);
}
