'use client';
import { goBack } from '@/lib/router/navigate';
import type { ScreenProps } from '@/lib/router/types';
import { UsdtCardForm } from '@/components/cards/usdt-card-form';

/** /addUsdtCard: after 绑定成功, back to the list (or the withdrawal) it was opened from. */
export default function AddUsdtCardScreen(_: ScreenProps) {
  return (
    <div className="p-gutter">
      <UsdtCardForm onBound={goBack} />
    </div>
  );
}
