'use client';
import type { ScreenProps } from '@/lib/router/types';
import { WalletView } from './wallet-view';

/** /wallet and /money: the wallet plus 卡片管理 (docs/SCREENS.md#account). */
export default function WalletScreen(_: ScreenProps) {
  return <WalletView withCards />;
}
