'use client';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { useIdempotentSubmit } from '@/lib/api/idempotency';
import { recharge } from '@/lib/api/wallet';
import type { UsdtProtocol } from '@/lib/api/types';
import { navigate } from '@/lib/router/navigate';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import {
  afterDeposit, checkDepositAmount, checkDepositor, rechargeBody, type BankDepositor, type PayRange, type PayWay,
} from '@/lib/wallet/deposit';

export interface DepositInput {
  way: Exclude<PayWay, 'rengong'>;
  amount: string;
  range: PayRange;
  protocol: UsdtProtocol;
  depositor: BankDepositor;
}

/**
 * Check (the bank fields in their order, docs/SCREENS.md#recharge; then the range), send with an Idempotency-Key, then go on:
 * a bank deposit says 提交成功，等待后台审核 and opens the records, others open /payInfo.
 * Refusals are toasted by the client with the server's message (docs/SCREENS.md#recharge).
 */
export function useDeposit() {
  const submit = useIdempotentSubmit();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async ({ way, amount, range, protocol, depositor }: DepositInput) => {
      if (busy) return;
      const missing = way === 'bank' ? checkDepositor(depositor) : null;
      if (missing) return void toast.error(missing);
      const checked = checkDepositAmount(amount, range);
      if (!checked.ok) return void toast.error(checked.message);

      setBusy(true);
      try {
        const body = rechargeBody(way, checked.cents, protocol, depositor);
        const depositNo = await submit((key) => recharge(body, key), (e) => e instanceof ApiError);
        if (way !== 'bank' && !depositNo) {
          toast.error(t.deposit.noDepositNo);
          navigate('/transRecord');
          return;
        }
        const next = afterDeposit(way, depositNo);
        if (next.message) toast.success(next.message);
        navigate(next.route);
      } catch (e) {
        if (!(e instanceof ApiError)) toast.error(t.app.networkError);
      } finally {
        setBusy(false);
      }
    },
    [busy, submit],
  );
  return { run, busy };
}
