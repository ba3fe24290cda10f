/** Saved bank cards and USDT addresses, and the bank list. */
import { Type, type Static } from 'typebox';
import { ExactField, IntField, PlayerInput, TextField } from '../common/input.ts';
import { type Open } from '../common/schemas.ts';
import { CARD_MESSAGES } from './rules.ts';

const NumText = Type.Union([Type.Number(), Type.String()]);

/** POST /api/getcard body: 1 = bank cards, 2 = USDT (the contract's numbering, not the route's). */
export const GetCardBody = PlayerInput({
  type: IntField({ fallback: 0, description: '1 bank cards, 2 USDT addresses; anything else lists nothing.' }),
});
export type GetCardBody = Static<typeof GetCardBody>;

/**
 * POST /api/getcard row. A USDT entry has bank 'USDT', bank_owner = protocol (TRC20/ERC20,
 * copied into bank_address) and bank_no = address. `bank_not` is the last 4 characters.
 */
export const WireCard = Type.Object({
  id: NumText,
  bank: Type.Optional(Type.String()),
  bank_no: Type.Optional(Type.String()),
  bank_owner: Type.Optional(Type.String()),
  bank_address: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  bank_not: Type.Optional(Type.String()),
  ico: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type WireCard = Open<Static<typeof WireCard>>;

/**
 * POST /api/bindcard body; pay_pass is verified by the reference server. Which rules apply
 * depends on `bank` (a card, or 'USDT' for an address), so the server checks them after reading,
 * in the order of docs/SCREENS.md#addbankcard and #addusdtcard.
 */
export const BindCardBody = PlayerInput({
  bank: TextField({
    max: 40,
    message: CARD_MESSAGES.bankRequired,
    description: "Bank name, or 'USDT' for an address.",
  }),
  bank_owner: TextField({
    max: 40,
    message: CARD_MESSAGES.ownerRequired,
    description: 'Holder name; the protocol (TRC20/ERC20) for USDT.',
  }),
  bank_no: TextField({
    max: 100,
    message: CARD_MESSAGES.numberRequired,
    description: 'Card number (8–30 digits) or USDT address.',
  }),
  bank_address: TextField({
    max: 100,
    message: CARD_MESSAGES.addressRequired,
    description: 'Branch; the protocol for USDT.',
  }),
  pay_pass: ExactField({ message: CARD_MESSAGES.payPassRequired, description: 'The pay password.' }),
});
export type BindCardBody = Static<typeof BindCardBody>;

/** POST /api/delcard body. */
export const DelCardBody = PlayerInput({ id: IntField({ fallback: 0, description: 'The card id.' }) });
export type DelCardBody = Static<typeof DelCardBody>;

/** POST /api/banklist row. */
export const WireBank = Type.Object({
  id: Type.Optional(NumText),
  code: Type.Optional(Type.String()),
  bank_name: Type.String(),
  bank_img: Type.Optional(Type.String()),
  ico: Type.Optional(Type.String()),
});
export type WireBank = Open<Static<typeof WireBank>>;
