'use client';
import type { ReactNode } from 'react';
import { useAfterFirstScreen } from '@/lib/ui/after-first-screen';
import { Deferred } from './deferred';

/**
 * Renders `children` (usually lazy pieces) only once the first screen is up (lib/ui/after-first-screen.ts).
 * They are extras (a prompt, a float, a member's session keeper): one whose chunk cannot load is
 * left out, and the page goes on.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const ready = useAfterFirstScreen();
  return ready ? <Deferred>{children}</Deferred> : null;
}
