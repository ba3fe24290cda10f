/**
 * The data a route's first paint draws before the boot (docs/ARCHITECTURE.md, "How a deep link
 * starts"): which of the route's first reads (lib/router/first-reads.ts) feeds which list of its
 * painted first screen, and which fields of an answer's row its item shows, each read as the live
 * normaliser reads it. The build renders one item through the live component from a row of marker
 * values (components/app/first-paints.tsx, cut by scripts/first-paints.mjs into the route's paint
 * file); the inline script's filler (lib/router/first-script/list.ts) clones it per row.
 */
import type { FirstPaintPath } from './paths';

/**
 * How the live normaliser reads a field, which the filler repeats exactly or gives up on:
 * text: trimmed string (or number); id: a non-negative integer; upload and asset: a picture, read as
 * lib/config.ts's uploadUrl (trimmed; a bare path lies under the API origin's /uploads/) or assetUrl
 * (a path under the API base) reads it: an absolute http(s) URL as it is, a path resolved against
 * the API base the read was sent to; anything else (data:, blob:, //host) leaves the skeleton.
 */
export type FieldKind = 'text' | 'id' | UrlKind;
export type UrlKind = 'upload' | 'asset';

/** Whether a field is a picture's URL (only ever drawn as a whole src). */
export const isUrlKind = (kind: string): kind is UrlKind => kind === 'upload' || kind === 'asset';

export interface PaintList {
  /** Path of the route's first read whose answer feeds the list. */
  read: string;
  /** Keys from the answer's envelope to its rows (the shape the live normaliser reads; any other leaves the skeleton). */
  rows: readonly string[];
  /** Selector of the list in the route's painted first screen (exactly one element). */
  at: string;
  /** Rows drawn: as many as fill a phone's first screen. */
  first: number;
  /** The fields the item shows. */
  fields: Readonly<Record<string, FieldKind>>;
  /** Text fields without which the live hook drops a row (so does the filler). */
  needs?: readonly string[];
}

/** The routes whose first paint draws data, one list each. */
export const PAINT_LISTS = {
  // Offers: paginated; a 390×844 screen shows three and a half banners.
  '/activity': {
    read: '/api/activitylist',
    rows: ['data', 'data'],
    at: 'ul[aria-busy]',
    first: 4,
    fields: { id: 'id', title: 'text', banner: 'upload' },
  },
  // Electronic games of the default platform: six rows of four tiles.
  '/concise': {
    read: '/api/gamelistBycode',
    rows: ['data'],
    at: 'div.grid[aria-busy]',
    first: 24,
    fields: { gamecode: 'text', gamename: 'text', gamepic: 'asset' },
    needs: ['gamecode', 'catecode'],
  },
} as const satisfies Partial<Record<FirstPaintPath, PaintList>>;

export type PaintListPath = keyof typeof PAINT_LISTS;

/** One marker: the value the build puts in a field, the field, how it is read, whether a row needs it. */
export type Mark = [marker: string, field: string, kind: FieldKind, need: 0 | 1];

/**
 * The markers of a list's fields, distinct and made of letters, digits, ':' and '/' only (the filler
 * joins them into one pattern): each survives its field's live normaliser unchanged.
 */
export function marksOf(list: PaintList): Mark[] {
  const names = [...new Set([...Object.keys(list.fields), ...(list.needs ?? [])])];
  return names.map((field, i) => {
    const kind: FieldKind = list.fields[field] ?? 'text';
    const marker = kind === 'id' ? String(900000001 + i) : isUrlKind(kind) ? `https://tgpaint${i}q` : `tgpaint${i}q`;
    return [marker, field, kind, list.needs?.includes(field) ? 1 : 0];
  });
}

/** The wire row whose fields are their markers (an id's marker as a number): what the build draws. */
export function markerRow(list: PaintList): Record<string, string | number> {
  return Object.fromEntries(marksOf(list).map(([m, f, kind]) => [f, kind === 'id' ? Number(m) : m]));
}

/** What the route's paint file says about its list (besides the item's HTML). */
export function paintListSpec(list: PaintList) {
  return { read: list.read, rows: list.rows, at: list.at, first: list.first, marks: marksOf(list) };
}
