'use client';
import type { ScreenProps } from '@/lib/routes';
import { WalletView } from './wallet-view';

/** /account (open route; visitors are asked to log in). */
export default function AccountScreen(_: ScreenProps) {
  return <WalletView withCards={false} />;
}
