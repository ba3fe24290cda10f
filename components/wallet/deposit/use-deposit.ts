'use client';
import { useCallback } from 'react';
import { useSubmit } from '@/lib/api/use-submit';
import { recharge } from '@/lib/api/wallet';
import type { UsdtProtocol } from '@/lib/api/types';
import type { Refusal } from '@/contract/common/rules';
import { navigate } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { amountToCents } from '@/lib/wallet/amount';
import {
  afterDeposit,
  checkDepositAmount,
  checkDepositor,
  rechargeBody,
  type BankDepositor,
  type PayRange,
  type PayWay,
} from '@/lib/wallet/deposit';

export interface DepositInput {
  way: Exclude<PayWay, 'rengong'>;
  amount: string;
  range: PayRange;
  protocol: UsdtProtocol;
  depositor: BankDepositor;
}

/** The form's reporter of a refusal (useCheckedForm's `passes`): toasts it and focuses the field. */
type Passes = (refusal: Refusal<DepositField> | null) => boolean;
export type DepositField = keyof BankDepositor | 'amount';

/**
 * Check (the bank fields in their order, docs/SCREENS.md#recharge; then the range), send with an Idempotency-Key, then go on:
 * a bank deposit says 提交成功，等待后台审核 and opens the records, others open /payInfo.
 * A refusal shows the server's message; a lost answer keeps the key for the retry.
 */
export function useDeposit() {
  const { submit, busy } = useSubmit();

  const run = useCallback(
    async ({ way, amount, range, protocol, depositor }: DepositInput, passes: Passes) => {
      if (busy) return;
      if (way === 'bank' && !passes(checkDepositor(depositor))) return;
      if (!passes(checkDepositAmount(amount, range))) return;

      const body = rechargeBody(way, amountToCents(amount)!, protocol, depositor);
      const done = await submit((key) => recharge(body, key));
      if (!done.ok) return;
      const depositNo = done.value;
      if (way !== 'bank' && !depositNo) {
        toast.error(t.deposit.noDepositNo);
        navigate('/transRecord');
        return;
      }
      const next = afterDeposit(way, depositNo);
      if (next.message) toast.success(next.message);
      navigate(next.route);
    },
    [busy, submit],
  );
  return { run, busy };
}
