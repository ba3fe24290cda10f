/**
 * The hash-route shim's location: `/#/path?query`. Next's router never sees it
 * (its pushState fires no hashchange), so this is the only source of the route.
 */
import { useSyncExternalStore } from 'react';
import { parseHash, type HashLocation } from './parse-hash';

export { parseHash, type HashLocation } from './parse-hash';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const getHash = () => window.location.hash;

/** The raw hash on the client; null while rendering the static export (no window). */
export function useRawHash(): string | null {
  return useSyncExternalStore(subscribe, getHash, () => null);
}

export function currentLocation(): HashLocation {
  return parseHash(typeof window === 'undefined' ? '' : window.location.hash);
}
