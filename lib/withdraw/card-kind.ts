/**
 * The two numberings of a withdrawal destination, written once, here:
 * - the ROUTES (docs/SCREENS.md#query-parameters) — /withdrawAccount?type= and /withdrawal?tab= — use
 *   1 = virtual currency (USDT) and 2 = bank card;
 * - the getcard CALL (docs/API.md#getcard) uses 1 = bank cards and 2 = USDT.
 * They are opposite. Screens speak CardKind ('usdt' | 'bank') and convert only through
 * these functions, so no screen ever compares a raw 1 or 2.
 */
import type { CardKind } from '@/lib/api/types';

/** Tab order on every screen: USDT first, as docs/SCREENS.md#withdrawal lists the tabs. */
export const CARD_KINDS: readonly CardKind[] = ['usdt', 'bank'];

const ROUTE_PARAM: Record<CardKind, '1' | '2'> = { usdt: '1', bank: '2' };
const GETCARD_TYPE: Record<CardKind, 1 | 2> = { bank: 1, usdt: 2 };

/** A route's `type`/`tab` query value → kind; anything else gives the fallback. */
export function kindFromRouteParam(value: string | null | undefined, fallback: CardKind = 'usdt'): CardKind {
  if (value === ROUTE_PARAM.usdt) return 'usdt';
  if (value === ROUTE_PARAM.bank) return 'bank';
  return fallback;
}

export const routeParamOf = (kind: CardKind): '1' | '2' => ROUTE_PARAM[kind];

/** The `type` of POST /api/getcard for a kind. */
export const getcardTypeOf = (kind: CardKind): 1 | 2 => GETCARD_TYPE[kind];

/** Card management for a kind (docs/SCREENS.md#withdrawaccount). */
export const cardsHref = (kind: CardKind): string => `/withdrawAccount?type=${ROUTE_PARAM[kind]}`;
/** Where a card of a kind is added. */
export const addCardHref = (kind: CardKind): string => (kind === 'bank' ? '/addBankCard' : '/addUsdtCard');
/** The withdrawal screen on a kind's tab. */
export const withdrawHref = (kind: CardKind): string => `/withdrawal?tab=${ROUTE_PARAM[kind]}`;
