/** Card binding rules (docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard), in their documented order. */
import { CARD_NUMBER_MIN, PAY_PASSWORD_MAX, PAY_PASSWORD_MIN } from '@/lib/constants';
import type { UsdtProtocol } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

export interface CardInvalid<F extends string> {
  field: F;
  message: string;
}

export interface BankCardInput {
  owner: string;
  bank: string;
  branch: string;
  number: string;
  payPassword: string;
}
export type BankCardField = keyof BankCardInput;

const C = t.cards;

/** Every required field first (name, bank, branch, number, pay password), then the two lengths. */
export function validateBankCard(input: BankCardInput): CardInvalid<BankCardField> | null {
  if (!input.owner.trim()) return { field: 'owner', message: C.ownerRequired };
  if (!input.bank.trim()) return { field: 'bank', message: C.bankRequired };
  if (!input.branch.trim()) return { field: 'branch', message: C.branchRequired };
  const number = input.number.replace(/\s+/g, '');
  if (!number) return { field: 'number', message: C.numberRequired };
  if (!input.payPassword) return { field: 'payPassword', message: C.payPasswordRequired };
  if (number.length < CARD_NUMBER_MIN) return { field: 'number', message: C.numberLength };
  if (input.payPassword.length < PAY_PASSWORD_MIN || input.payPassword.length > PAY_PASSWORD_MAX) {
    return { field: 'payPassword', message: C.payPasswordLength };
  }
  return null;
}

export interface UsdtCardInput {
  address: string;
  protocol: UsdtProtocol | '';
  payPassword: string;
}
export type UsdtCardField = keyof UsdtCardInput;

export function validateUsdtCard(input: UsdtCardInput): CardInvalid<UsdtCardField> | null {
  if (!input.address.trim()) return { field: 'address', message: C.addressRequired };
  if (!input.protocol) return { field: 'protocol', message: C.protocolRequired };
  if (!input.payPassword) return { field: 'payPassword', message: C.payPasswordRequired };
  return null;
}
