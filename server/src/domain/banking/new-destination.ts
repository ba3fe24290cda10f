/**
 * A newly bound withdrawal destination (bank card or USDT address) is the step a stolen login
 * needs to cash out. So the member hears of it at once (an inbox message), and it receives no
 * withdrawal until its cooling-off ends (WITHDRAW_NEW_DESTINATION_HOLD_HOURS: 24 live, 0 demo), so
 * the member has time to react. A bank card's owner must be the member's real name.
 */
import type { Queryable } from '../../db/types.ts';
import { invalid, refuse } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';
import { bindRealname } from '../accounts/realname.ts';
import { sendMessage } from '../content/inbox.ts';
import { CARD_MESSAGES, CARD_TYPE, type NewCard } from './card-rules.ts';
import { REALNAME_MESSAGES, REALNAME_PATTERN } from '../../../../contract/member/rules.ts';
import { destinationHoldMessage } from '../../../../contract/money/rules.ts';

const HOUR_MS = 60 * 60 * 1000;
const REALNAME_RE = new RegExp(REALNAME_PATTERN);

/** Names compare with their spaces collapsed, as /api/editRealname stores them. */
const normalName = (name: string): string => name.replace(/\s+/g, ' ').trim();

const NEW_DESTINATION_TITLE = '新收款账户绑定提醒';

/** When a destination bound at `boundAt` may first receive a withdrawal. */
function usableAt(boundAt: Date, holdHours: number): Date {
  return new Date(boundAt.getTime() + holdHours * HOUR_MS);
}

/** Refuses a withdrawal to a destination still cooling off, saying when it can be used. */
export function refuseCoolingOff(boundAt: Date, holdHours: number, now = new Date()): void {
  if (holdHours <= 0) return;
  const until = usableAt(boundAt, holdHours);
  if (now < until) throw refuse(500, destinationHoldMessage(formatBeijing(until)));
}

/** The owner as stored: a bank card's name with its spaces collapsed; a USDT protocol as it is. */
export const normalOwner = (card: NewCard): string =>
  card.type === CARD_TYPE.bank ? normalName(card.bankOwner) : card.bankOwner;

/**
 * In the bind's transaction, the user row locked: a bank card's owner must be the bound real name;
 * with none bound yet (empty, or still the user name as registration copies it), binding the card
 * binds the owner as the real name, under the real-name rules (realname.ts).
 */
export async function matchOwner(q: Queryable, userId: number, card: NewCard): Promise<void> {
  if (card.type !== CARD_TYPE.bank) return;
  const [user] = await q.query<{ username: string; realname: string }>(
    'SELECT username, realname FROM users WHERE id = $1',
    [userId],
  );
  const owner = normalName(card.bankOwner);
  if (user && user.realname.trim() !== '' && user.realname !== user.username) {
    if (owner !== normalName(user.realname)) throw refuse(500, CARD_MESSAGES.ownerMismatch);
    return;
  }
  if (!REALNAME_RE.test(owner)) throw invalid(REALNAME_MESSAGES.invalid);
  await bindRealname(q, userId, owner);
}

/** The inbox message of a new destination: what, when, until when it cools off, what to do if not you. */
function newDestinationNotice(card: NewCard, boundAt: Date, holdHours: number): string {
  const what =
    card.type === CARD_TYPE.bank
      ? `银行卡（${card.bank}，尾号${card.bankNo.slice(-4)}）`
      : `USDT地址（${card.bankOwner}，尾号${card.bankNo.slice(-4)}）`;
  const hold =
    holdHours > 0
      ? `为保障资金安全，该账户${formatBeijing(usableAt(boundAt, holdHours))}（北京时间）后方可用于提现。`
      : '';
  return `您的账户于${formatBeijing(boundAt)}（北京时间）绑定了新的${what}。${hold}如非本人操作，请立即修改登录密码和支付密码，并联系客服。`;
}

export async function sendNewDestinationNotice(
  q: Queryable,
  userId: number,
  card: NewCard,
  boundAt: Date,
  holdHours: number,
): Promise<void> {
  await sendMessage(q, {
    userId,
    title: NEW_DESTINATION_TITLE,
    content: newDestinationNotice(card, boundAt, holdHours),
  });
}
