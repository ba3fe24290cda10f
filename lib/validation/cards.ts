/**
 * Card binding rules (docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard), in their
 * documented order; the lengths are the server's own (contract/cards/rules.ts).
 */
import { cardNumberLengthOk, payPasswordLengthOk } from '@/contract/cards/rules';
import type { Refusal } from '@/contract/common/rules';
import type { UsdtProtocol } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

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
export function validateBankCard(input: BankCardInput): Refusal<BankCardField> | null {
  if (!input.owner.trim()) return { field: 'owner', message: C.ownerRequired };
  if (!input.bank.trim()) return { field: 'bank', message: C.bankRequired };
  if (!input.branch.trim()) return { field: 'branch', message: C.branchRequired };
  const number = input.number.replace(/\s+/g, '');
  if (!number) return { field: 'number', message: C.numberRequired };
  if (!input.payPassword) return { field: 'payPassword', message: C.payPasswordRequired };
  if (!cardNumberLengthOk(number)) return { field: 'number', message: C.numberLength };
  if (!payPasswordLengthOk(input.payPassword)) return { field: 'payPassword', message: C.payPasswordLength };
  return null;
}

export interface UsdtCardInput {
  address: string;
  protocol: UsdtProtocol | '';
  payPassword: string;
}
export type UsdtCardField = keyof UsdtCardInput;

export function validateUsdtCard(input: UsdtCardInput): Refusal<UsdtCardField> | null {
  if (!input.address.trim()) return { field: 'address', message: C.addressRequired };
  if (!input.protocol) return { field: 'protocol', message: C.protocolRequired };
  if (!input.payPassword) return { field: 'payPassword', message: C.payPasswordRequired };
  return null;
}
