/**
 * A deep link's first paint (docs/ARCHITECTURE.md, "How a deep link starts"): the inline
 * first-reads script (lib/router/first-reads-script.ts) fetches the route's exported first screen
 * and puts it into the placeholder's slot (components/app/first-screen.tsx); the boot's loader
 * (scripts/defer-boot-scripts.mjs) waits for it; the live shell shows its screen part while the
 * screen's chunk loads (components/app/first-paint-fallback.tsx).
 */

/** The `window` property that holds the painted route and its HTML (set by the inline script only). */
export const FIRST_PAINT = '__tgPaint';

export interface FirstPaintStore {
  /** Lower-cased route path. */
  path: string;
  html: string;
  /** The slot once its list was drawn from server data: its nodes are shown, its HTML is never re-read. */
  body?: Element;
  /** The list drawn from server data, until the live list's first loading state has shown it (components/list/painted-list.tsx). */
  list?: Element;
  /** The screen drawn from server data (lib/router/paint-reads.ts), until the live screen's first loading state has shown it (components/layout/use-painted-screen.ts). */
  screen?: Element;
}

/** This page's first paint, if the inline script showed one (none while the build renders screens). */
export function firstPaintStore(): FirstPaintStore | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, FirstPaintStore | undefined>)[FIRST_PAINT];
}

/**
 * <html data-paint>: 'wait' while the route's file is on its way, 'on' once the slot is filled,
 * 'done' once its pictures are loaded (or failed); removed when there is nothing to paint. The
 * stylesheet shows the slot from 'on', the boot's loader waits while 'wait' or 'on'.
 */
export const PAINT_ATTRIBUTE = 'data-paint';

/** The `window` property of the fillers (lib/router/first-script/list.ts, user.ts, recharge.ts, lottery.ts) once their file has run. */
export const PAINT_FILLER = '__tgFill';

/**
 * The fillers' files in the paints' folder, each loaded by the pages that need it and carrying only
 * its own filler (a first visit's bytes): the lists' (`lists`, every route painting a list), the
 * stored session's (/mine), the pay ways' (/recharge) and the lottery room's.
 */
export const FILLER_FILES = {
  lists: 'fill.js',
  '/mine': 'fill-mine.js',
  '/recharge': 'fill-recharge.js',
  '/lottery': 'fill-lottery.js',
} as const;

/** The slot's selector: the placeholder's empty div the script fills. */
export const PAINT_SLOT = "[data-first='paint']";

/** Marks the screen's part of a first paint: the live shell's loading state shows that part only. */
export const PAINT_BODY = 'data-paint-body';
