/**
 * The two numberings of a withdrawal destination are opposite:
 * - the ROUTES — /withdrawAccount?type= and /withdrawal?tab= — use 1 = virtual currency (USDT)
 *   and 2 = bank card; lib/router/queries reads and writes them;
 * - the getcard CALL (POST /api/getcard) uses 1 = bank cards and 2 = USDT, converted in
 *   lib/api/cards.ts, at the edge.
 * Screens speak CardKind ('usdt' | 'bank') and convert only through these two places, so no
 * screen ever compares a raw 1 or 2.
 */
import type { CardKind } from '@/lib/api/types';

/** Tab order on every screen: USDT first, as docs/SCREENS.md#withdrawal lists the tabs. */
export const CARD_KINDS: readonly CardKind[] = ['usdt', 'bank'];

/** Where a card of a kind is added. */
export const addCardHref = (kind: CardKind): string => (kind === 'bank' ? '/addBankCard' : '/addUsdtCard');
