/**
 * Saved withdrawal cards (bank cards and USDT addresses) and the bank list (docs/API.md#getcard, #banklist).
 * getcard's `type` numbering (1 bank, 2 USDT: the opposite of the routes') is converted here, nowhere else.
 */
import useSWR, { mutate } from 'swr';
import { useSession } from '@/lib/session';
import { call } from './client';
import { read } from './read';
import { toBank, toCard } from './normalise/cards';
import { toList } from './normalise/scalars';
import type { Bank, CardKind, SavedCard } from './types';
import { GETCARD_TYPE } from '@/contract/cards/rules';
import type { BindCardBody, DelCardBody, GetCardBody, WireBank, WireCard } from '@/contract/cards/schemas';

export const CARDS_PATH = '/api/getcard';

/** The `type` of POST /api/getcard for a kind. */
export const getcardTypeOf = (kind: CardKind): 1 | 2 => GETCARD_TYPE[kind];
export const BANKS_PATH = '/api/banklist';

/** A bare list in legacy; tolerate a paginator-like `{data: [...]}` from other builds. */
const rowsOf = (w: unknown): unknown =>
  w && typeof w === 'object' && !Array.isArray(w) ? (w as { data?: unknown }).data : w;

export async function fetchCards(kind: CardKind): Promise<SavedCard[]> {
  const body: GetCardBody = { type: getcardTypeOf(kind) };
  const data = await read<unknown>(CARDS_PATH, body);
  return toList<WireCard, SavedCard>(rowsOf(data), (w) => toCard(w, kind)).filter((c) => c.id > 0);
}

/** The saved cards of one kind; null kind (or no session) loads nothing. Errors are shown inline. */
export function useCards(kind: CardKind | null) {
  const { token } = useSession();
  return useSWR<SavedCard[]>(
    token && kind ? [CARDS_PATH, token, kind] : null,
    ([, , k]: [string, string, CardKind]) => fetchCards(k),
    {
      revalidateOnFocus: false,
    },
  );
}

const revalidateCards = () => mutate((key) => Array.isArray(key) && key[0] === CARDS_PATH);

/** POST /api/bindcard; refusals (pay password, limit) throw ApiError. Returns the server message. */
export async function bindCard(body: BindCardBody): Promise<string> {
  const { message } = await call('/api/bindcard', body);
  await revalidateCards();
  return message;
}

/** POST /api/delcard. */
export async function deleteCard(id: number): Promise<void> {
  const body: DelCardBody = { id };
  await call('/api/delcard', body);
  await revalidateCards();
}

export async function fetchBanks(): Promise<Bank[]> {
  const data = await read<unknown>(BANKS_PATH, {});
  return toList<WireBank, Bank>(rowsOf(data), toBank).filter((b) => b.name !== '');
}

/** The banks a card can belong to; rarely changes, so read once per session. */
export function useBanks() {
  const { token } = useSession();
  return useSWR<Bank[]>(token ? [BANKS_PATH, token] : null, fetchBanks, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
