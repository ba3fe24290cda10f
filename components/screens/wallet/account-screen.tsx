'use client';
import type { ScreenProps } from '@/lib/router/types';
import { WalletView } from './wallet-view';

/** /account (open route; visitors are asked to log in). */
export default function AccountScreen(_: ScreenProps) {
  return <WalletView withCards={false} />;
}
