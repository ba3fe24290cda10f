/**
 * Saved withdrawal destinations (/api/getcard, /api/bindcard, /api/delcard). The pay password
 * IS verified on bind and the 5-per-type limit IS enforced, under a lock on the user row so two
 * concurrent binds cannot both take the fifth place (legacy defects fixed).
 */
import type { WireCard } from '../../../../contract/cards/schemas.ts';
import { one, type Db, type Queryable } from '../../db/types.ts';
import { isUniqueViolation, refuse } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';
import { uploadUrl } from '../../lib/urls.ts';
import { checkPayPassword, type PayPasswordHolder } from '../accounts/pay-password.ts';
import type { GuessLimits, SecretGuard } from '../accounts/secret-guard.ts';
import type { UserRow } from '../accounts/users.ts';
import type { Settings } from '../site/settings.ts';
import { refuseTrial } from '../accounts/trial.ts';
import { bankImagesByName } from './banks.ts';
import { matchOwner, normalOwner, sendNewDestinationNotice } from './new-destination.ts';
import { CARD_MESSAGES, CARD_TYPE, type CardType, type NewCard } from './card-rules.ts';
import { MAX_CARDS_PER_TYPE } from '../../../../contract/cards/rules.ts';

export interface CardRow {
  id: number;
  user_id: number;
  type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface CardView extends WireCard {
  id: number;
  user_id: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  ico: string;
  bank_not: string;
  usdtrate: string;
  withdrawusdtrate: string;
  created_at: string;
  updated_at: string;
  deleted_at: null;
}

const USDT_ICON = 'banks/usdt.svg';

/** The live cards of one type, oldest first (docs/API.md#getcard). */
export async function listCards(
  q: Queryable,
  userId: number,
  type: CardType,
  origin: string,
  settings: Settings,
): Promise<CardView[]> {
  const rows = await q.query<CardRow>(
    'SELECT * FROM user_cards WHERE user_id = $1 AND type = $2 AND deleted_at IS NULL ORDER BY id LIMIT 20',
    [userId, type],
  );
  const images = type === CARD_TYPE.bank ? await bankImagesByName(q) : new Map<string, string>();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    bank: row.bank,
    bank_no: row.bank_no,
    bank_owner: row.bank_owner,
    bank_address: row.bank_address,
    ico: uploadUrl(origin, type === CARD_TYPE.usdt ? USDT_ICON : (images.get(row.bank) ?? '')),
    bank_not: row.bank_no.slice(-4),
    usdtrate: settings.usdtrate,
    withdrawusdtrate: settings.withdrawusdtrate,
    created_at: formatBeijing(row.created_at),
    updated_at: formatBeijing(row.updated_at),
    deleted_at: null,
  }));
}

/** A live card of this user, or null (someone else's card is "not found" too). */
export async function findOwnCard(q: Queryable, userId: number, cardId: number): Promise<CardRow | null> {
  if (!Number.isSafeInteger(cardId) || cardId <= 0 || cardId > 2_147_483_647) return null;
  return one<CardRow>(q, 'SELECT * FROM user_cards WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
    cardId,
    userId,
  ]);
}

const BIND_PAY_REFUSALS = {
  none: () => refuse(251, CARD_MESSAGES.noPayPassword),
  wrong: () => refuse(520, CARD_MESSAGES.wrongPayPassword),
};

/** Refuses unless `payPass` is the user's distinct pay password (251 none set, 520 wrong). */
async function checkBindPayPassword(guard: SecretGuard, user: PayPasswordHolder, payPass: string): Promise<void> {
  await checkPayPassword(guard, user, payPass, BIND_PAY_REFUSALS);
}

export interface BindOptions {
  /** The pay-password guessing guard's limits (guessLimitsOf). */
  limits: GuessLimits;
  /** Hours before the new destination may receive a withdrawal (new-destination.ts). */
  holdHours: number;
}

/** Pay password, then in one transaction: the limit, the owner (bank cards), the row and the member's notice. */
export async function bindCard(db: Db, user: UserRow, card: NewCard, options: BindOptions): Promise<void> {
  refuseTrial(user);
  await checkBindPayPassword({ q: db, ...options.limits }, user, card.payPass);
  try {
    await db.tx(async (q) => {
      await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.id]);
      const [count] = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM user_cards WHERE user_id = $1 AND type = $2 AND deleted_at IS NULL',
        [user.id, card.type],
      );
      if ((count?.n ?? 0) >= MAX_CARDS_PER_TYPE) throw refuse(207, CARD_MESSAGES.tooMany);
      await matchOwner(q, user.id, card);
      const [row] = await q.query<{ created_at: Date }>(
        `INSERT INTO user_cards (user_id, type, bank, bank_no, bank_owner, bank_address) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING created_at`,
        [user.id, card.type, card.bank, card.bankNo, normalOwner(card), card.bankAddress],
      );
      await sendNewDestinationNotice(q, user.id, card, new Date(row!.created_at), options.holdHours);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(500, CARD_MESSAGES.duplicate);
    throw error;
  }
}

/** Soft delete of the user's own card; withdrawals keep their snapshot of it. */
export async function deleteCard(q: Queryable, userId: number, cardId: number): Promise<void> {
  if (!Number.isSafeInteger(cardId) || cardId <= 0 || cardId > 2_147_483_647) throw refuse(500, CARD_MESSAGES.notFound);
  const rows = await q.query(
    'UPDATE user_cards SET deleted_at = now(), updated_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id',
    [cardId, userId],
  );
  if (rows.length === 0) throw refuse(500, CARD_MESSAGES.notFound);
}
