/** In-app navigation for the hash shim (never next/link or next/navigation). */
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { frameworkMarks } from './keep-hash';
import { currentLocation, parseHash, type HashLocation } from './location';
import { screenPath } from './paths';

export interface NavigateOptions {
  replace?: boolean;
}

/** Where a location is: its screen ('/' and '/home' are one) and its query. */
const place = (l: HashLocation) => `${screenPath(l.path)}?${l.query.toString()}`;

/**
 * Go to an in-app path. Going to the path already shown says 已在当前页面！ (docs/SCREENS.md#header)
 * and stays; '/' and '/home' count as one (the hall tab leads to /home, the hall may be open as /).
 * Returns whether the location changed.
 */
export function navigate(to: string, options: NavigateOptions = {}): boolean {
  const target = parseHash(to);
  if (place(target) === place(currentLocation())) {
    toast.info(t.app.alreadyHere);
    return false;
  }
  if (options.replace) {
    replacing = true;
    window.location.replace(`#${target.full}`);
  } else window.location.hash = target.full;
  return true;
}

/** Replace the current entry without the 'already here' check (redirects, 401). */
export function replaceRoute(to: string): void {
  if (typeof window === 'undefined') return;
  const target = parseHash(to);
  if (target.full === currentLocation().full) return;
  replacing = true;
  window.location.replace(`#${target.full}`);
}

const DEPTH_KEY = '__appDepth';
let lastDepth = -1;
/** A replace keeps the depth of the entry it replaces. */
let replacing = false;

/**
 * Called by the router on every location change: tags the history entry with how
 * many in-app screens lie behind it, so the back arrow knows whether a 'back'
 * stays inside the app.
 */
export function markHistoryDepth(): void {
  try {
    const state = window.history.state ?? {};
    if (typeof state[DEPTH_KEY] === 'number') {
      lastDepth = state[DEPTH_KEY];
      return;
    }
    lastDepth = replacing ? Math.max(lastDepth, 0) : lastDepth + 1;
    replacing = false;
    // Next's marks too, or Back to this entry reloads the whole app (lib/router/keep-hash.ts).
    window.history.replaceState({ ...frameworkMarks(), ...state, [DEPTH_KEY]: lastDepth }, '');
  } catch {
    /* history state unavailable: goBack falls back to home */
  }
}

/** Back within the app; a screen opened by a deep link goes home instead of leaving the site. */
export function goBack(): void {
  const depth = typeof window !== 'undefined' ? window.history.state?.[DEPTH_KEY] : 0;
  if (typeof depth === 'number' && depth > 0) window.history.back();
  else replaceRoute('/');
}
