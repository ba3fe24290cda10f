/** Types of scripts/first-paints.mjs for its unit test. */
export const PAINT_PAGE: string;
export const FILLER_EXPORT: string;
export function paintsOf(html: string): Record<string, string>;
/** A list as the route file carries it (PaintListFile of lib/router/first-script/setup.ts). */
export interface CutList {
  read: string;
  rows: string[];
  at: string;
  first: number;
  marks: [marker: string, field: string, kind: 'text' | 'id' | 'upload' | 'asset', need: 0 | 1][];
  item: string;
}
export function listsOf(html: string): Record<string, CutList>;
/** A session paint as the route file carries it (SessionPaintFile of lib/router/first-script/setup.ts). */
export interface CutSession {
  marks: [marker: string, field: string, kind: 'name' | 'int' | 'money' | 'initial' | 'picture'][];
  variants: [isAgent: boolean, picture: boolean, html: string][];
}
export function sessionPaintsOf(html: string): Record<string, CutSession>;
/** A screen drawn from its reads as the route file carries it (RechargePaintFile, LotteryPaintFile of lib/router/first-script/setup.ts). */
export type CutReads =
  | import('../lib/router/first-script/setup').RechargePaintFile
  | import('../lib/router/first-script/setup').LotteryPaintFile;
export function readPaintsOf(html: string): Record<string, CutReads>;
export function paintFiles(
  paints: Record<string, string>,
  chunkMap: Record<string, string[]>,
  lists?: Record<string, CutList>,
  fillers?: Record<string, string>,
  sessions?: Record<string, CutSession>,
  reads?: Record<string, CutReads>,
): { files: Record<string, string>; hash: string };
export function ownScripts(dir: string, base: string, pageHtml: string, otherPages: readonly string[]): string[];
export function writeFirstPaints(
  dir: string,
  base: string,
  chunkMap: Record<string, string[]>,
  appStyles: readonly string[],
  nested?: string,
): string;
