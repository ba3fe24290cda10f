'use client';
import { Suspense, type ReactNode } from 'react';
import { useAfterFirstScreen } from '@/lib/ui/after-first-screen';

/** Renders `children` (usually lazy pieces) only once the first screen is up (lib/ui/after-first-screen.ts). */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const ready = useAfterFirstScreen();
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
