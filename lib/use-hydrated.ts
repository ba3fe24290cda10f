import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * false while the static export renders and while hydrating, true afterwards: client-only reads
 * (navigator, storage, location) wait for it so the exported HTML matches the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
