/**
 * Duplicate-account checks of the invite reward, as the rules on /inviter state them. An invitee
 * is compared with its inviter and with the inviter's other invitees (the "circle"):
 *  - a shared bank card number or USDT address (saved for withdrawals, or typed as the payer of a
 *    deposit) is one person's money on two accounts: the reward is refused (not counted);
 *  - a shared registration address (lib/address-key.ts: an IPv6 client by its /64) or real name
 *    only suggests it (a household, an office, a café's Wi-Fi; common names repeat): the reward is
 *    held for an operator, who pays or refuses it (review.ts).
 */
import type { Queryable } from '../../db/types.ts';

export const INVITE_STATE = { paid: 1, held: 2, refused: 3 } as const;
export type InviteState = (typeof INVITE_STATE)[keyof typeof INVITE_STATE];

export interface InviteVerdict {
  state: InviteState;
  /** The evidence, in the operator's words; '' when paid. */
  reason: string;
}

/** Card numbers and addresses are compared without spaces or case (people type them differently). */
const IDENT = (column: string) => `regexp_replace(lower(${column}), '\\s', '', 'g')`;

interface Match {
  id: number;
  username: string;
  inviter: boolean;
}

const who = (m: Match) => (m.inviter ? '邀请人' : `好友 ${m.username}`);

/** Joins the parts of a reason, with a space where Latin letters or digits meet Chinese. */
function words(...parts: string[]): string {
  return parts.reduce((text, part) => {
    const latinEdge = /[A-Za-z0-9]$/.test(text) !== /^[A-Za-z0-9]/.test(part);
    return text && part && latinEdge ? `${text} ${part}` : text + part;
  }, '');
}

/** Members of the circle (the inviter, the other invitees) that share one of the invitee's cards. */
async function sharedMoneyIds(q: Queryable, inviteeId: number, inviterId: number): Promise<Match[]> {
  return q.query<Match>(
    `WITH circle AS (
       SELECT id, username, id = $2 AS inviter FROM users WHERE (id = $2 OR pid = $2) AND id <> $1
     ), ids AS (
       SELECT c.user_id, ${IDENT('c.bank_no')} AS ident FROM user_cards c
        WHERE c.user_id = $1 OR c.user_id IN (SELECT id FROM circle)
       UNION
       SELECT d.user_id, ${IDENT('d.bank_no')} FROM deposits d
        WHERE (d.user_id = $1 OR d.user_id IN (SELECT id FROM circle)) AND d.bank_no <> ''
     )
     SELECT DISTINCT c.id, c.username, c.inviter FROM ids theirs JOIN circle c ON c.id = theirs.user_id
     WHERE theirs.ident <> '' AND theirs.ident IN (SELECT ident FROM ids WHERE user_id = $1)
     ORDER BY c.inviter DESC, c.id LIMIT 3`,
    [inviteeId, inviterId],
  );
}

/** Members of the circle registered from the invitee's address, or under its real name. */
async function sharedAddressOrName(
  q: Queryable,
  inviteeId: number,
  inviterId: number,
): Promise<(Match & { address: boolean; name: boolean })[]> {
  return q.query(
    `SELECT u.id, u.username, u.id = $2 AS inviter,
            u.register_addr = me.register_addr AS address, u.realname = me.realname AS name
     FROM users me JOIN users u ON (u.id = $2 OR u.pid = $2) AND u.id <> me.id
     WHERE me.id = $1
       AND (u.register_addr = me.register_addr OR (me.realname <> '' AND u.realname = me.realname))
     ORDER BY u.id = $2 DESC, u.id LIMIT 3`,
    [inviteeId, inviterId],
  );
}

export async function inviteVerdict(q: Queryable, inviteeId: number, inviterId: number): Promise<InviteVerdict> {
  const cards = await sharedMoneyIds(q, inviteeId, inviterId);
  if (cards.length > 0)
    return {
      state: INVITE_STATE.refused,
      reason: words('与', cards.map(who).join('、'), '使用相同的银行卡或 USDT 地址'),
    };
  const similar = await sharedAddressOrName(q, inviteeId, inviterId);
  if (similar.length === 0) return { state: INVITE_STATE.paid, reason: '' };
  const parts = similar.map((m) => {
    const what = [m.address ? '注册 IP' : '', m.name ? '姓名' : ''].filter(Boolean).join(' 和 ');
    return words('与', who(m), '的', what, '相同');
  });
  return { state: INVITE_STATE.held, reason: `${parts.join('；')}，待人工审核` };
}
