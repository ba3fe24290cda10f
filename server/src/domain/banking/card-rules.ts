/**
 * /api/bindcard input (read by BindCardBody), checked in the order and with the messages of docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard (bind bank card,
 * bind USDT). A USDT entry is recognised by bank = 'USDT'; its protocol travels in bank_owner.
 */
import { invalid } from '../../lib/errors.ts';
import { asProtocol, type Protocol } from '../wallet/usdt.ts';
import {
  CARD_MESSAGES,
  cardNumberLengthOk,
  GETCARD_TYPE,
  payPasswordLengthOk,
} from '../../../../contract/cards/rules.ts';
import type { BindCardBody } from '../../../../contract/cards/schemas.ts';

export const CARD_TYPE = GETCARD_TYPE;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];

export const USDT_BANK = 'USDT';

export { CARD_MESSAGES };

export interface NewCard {
  type: CardType;
  bank: string;
  bankNo: string;
  bankOwner: string;
  bankAddress: string;
  payPass: string;
}

const TRC20_RE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ERC20_RE = /^0x[0-9a-fA-F]{40}$/;

export function usdtAddressValid(protocol: Protocol, address: string): boolean {
  return protocol === 'TRC20' ? TRC20_RE.test(address) : ERC20_RE.test(address);
}

/** The rules of a card or an address: they depend on `bank`, so they follow the read input. */
export function newCard(input: BindCardBody): NewCard {
  const { bank, pay_pass: payPass } = input;
  if (bank.toUpperCase() === USDT_BANK) {
    const address = input.bank_no;
    if (!address) throw invalid(CARD_MESSAGES.usdtAddressRequired);
    const protocol = asProtocol(input.bank_owner || input.bank_address);
    if (!protocol) throw invalid(CARD_MESSAGES.protocolRequired);
    if (!payPass) throw invalid(CARD_MESSAGES.payPassRequired);
    if (!usdtAddressValid(protocol, address)) throw invalid(CARD_MESSAGES.usdtAddressInvalid);
    if (!payPasswordLengthOk(payPass)) throw invalid(CARD_MESSAGES.payPassLength);
    // docs/API.md#getcard: the protocol is stored in bank_owner and copied into bank_address.
    return {
      type: CARD_TYPE.usdt,
      bank: USDT_BANK,
      bankNo: address,
      bankOwner: protocol,
      bankAddress: protocol,
      payPass,
    };
  }
  const owner = input.bank_owner;
  const address = input.bank_address;
  const number = input.bank_no.replace(/\s+/g, '');
  if (!owner) throw invalid(CARD_MESSAGES.ownerRequired);
  if (!bank) throw invalid(CARD_MESSAGES.bankRequired);
  if (!address) throw invalid(CARD_MESSAGES.addressRequired);
  if (!number) throw invalid(CARD_MESSAGES.numberRequired);
  if (!payPass) throw invalid(CARD_MESSAGES.payPassRequired);
  // The length is the form's rule (contract/cards/rules.ts); digits only is the server's own.
  if (!/^\d+$/.test(number) || !cardNumberLengthOk(number)) throw invalid(CARD_MESSAGES.numberLength);
  if (!payPasswordLengthOk(payPass)) throw invalid(CARD_MESSAGES.payPassLength);
  return { type: CARD_TYPE.bank, bank, bankNo: number, bankOwner: owner, bankAddress: address, payPass };
}
