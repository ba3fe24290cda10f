'use client';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

/**
 * Lazy code in its place: `fallback` shows while its chunk loads, and stays if the chunk cannot
 * load (a phone that lost the network, a page left open across a deploy), so an extra that fails
 * leaves its place as it was and the rest of the page goes on. `onError` hears of the failure.
 */
export function Deferred({
  children,
  fallback = null,
  onError,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
}) {
  return (
    <ErrorBoundary fallback={fallback} onError={onError}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
