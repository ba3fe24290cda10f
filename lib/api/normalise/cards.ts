/**
 * Saved withdrawal cards and the bank list.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { assetUrl } from '@/lib/config';
import { int, str } from './scalars';
import type { Bank, CardKind, SavedCard, UsdtProtocol } from '../types';
import type { WireBank, WireCard } from '@/contract/cards/schemas';

/** 'erc20', 'ERC-20' → ERC20; anything else (including nothing) is the default TRC20. */
export function toProtocol(v: unknown): UsdtProtocol {
  return /erc/i.test(str(v)) ? 'ERC20' : 'TRC20';
}

/** The last 4 characters of a card number or address (spaces ignored); the only part screens show. */
export function lastFour(v: unknown): string {
  return str(v).replace(/\s+/g, '').slice(-4);
}

/** POST /api/getcard row. `kind` is what was asked for: the row itself does not say. */
export function toCard(w: WireCard, kind: CardKind): SavedCard {
  const number = str(w.bank_no).trim();
  return {
    id: int(w.id),
    kind,
    bank: str(w.bank).trim(),
    owner: str(w.bank_owner).trim(),
    number,
    last4: lastFour(number) || lastFour(w.bank_not),
    branch: str(w.bank_address).trim(),
    icon: assetUrl(str(w.ico)),
    // The protocol lives in bank_owner (and is copied into bank_address) for USDT entries.
    protocol: kind === 'usdt' ? toProtocol(str(w.bank_owner) || str(w.bank_address)) : null,
  };
}

export function toBank(w: WireBank): Bank {
  return { id: int(w.id), name: str(w.bank_name).trim(), icon: assetUrl(str(w.ico)) };
}
