'use client';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { AutoTransferSwitch } from '@/components/wallet/auto-transfer-switch';
import { RecycleButton } from '@/components/wallet/recycle-button';
import { TopBar } from '@/components/layout/top-bar';
import { TransferForm } from '@/components/wallet/transfer-form';

/**
 * /transfer (docs/SCREENS.md#transfer). The route hides the shared header, so the screen draws its own bar.
 * `?direction=2` opens it venue → central wallet (the wallet's 场馆转账 tile).
 */
export default function TransferScreen({ location }: ScreenProps) {
  return (
    <div className="flex flex-col">
      <TopBar title={t.transfer.title} action={<RecycleButton />} />
      <div className="flex flex-col gap-3 p-gutter">
        <section className="rounded-card bg-surface px-4 shadow-card">
          <AutoTransferSwitch />
        </section>
        <section className="rounded-card bg-surface p-4 shadow-card">
          <TransferForm initialDirection={parseQuery('/transfer', location).direction} />
        </section>
      </div>
    </div>
  );
}
