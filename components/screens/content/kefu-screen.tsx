'use client';
import type { ScreenProps } from '@/lib/router/types';
import { KefuFrame } from '@/components/content/kefu-frame';

/** /kefu: the customer-service page as a full screen (deep links); the tab bar opens it as a sheet instead. */
export default function KefuScreen(_: ScreenProps) {
  return <KefuFrame />;
}
