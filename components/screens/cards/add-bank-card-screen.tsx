'use client';
import { goBack } from '@/lib/router/navigate';
import type { ScreenProps } from '@/lib/router/types';
import { BankCardForm } from '@/components/cards/bank-card-form';

/** /addBankCard: after 绑定成功, back to the list (or the withdrawal) it was opened from. */
export default function AddBankCardScreen(_: ScreenProps) {
  return (
    <div className="p-gutter">
      <BankCardForm onBound={goBack} />
    </div>
  );
}
