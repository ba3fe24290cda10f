/**
 * What the inline first-reads script (lib/router/first-reads-script.ts) is given: the setup the
 * build writes into the page, and the helpers it joins from the modules of this folder, each
 * self-contained (its source text is part of the script).
 */
import { EARLY_ANSWERS, type EarlyAnswer } from '@/lib/api/early-answers';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { ACCEPT_LANGUAGE, BASE_PATH, BUILD_LANG } from '@/lib/i18n/lang';
import { MOVING_FLAG } from '@/lib/i18n/redirect';
import { KEYS } from '@/lib/storage';
import { LOGIN_BOUNCE } from '../guard';
import { FILLER_FILES, FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_FILLER, PAINT_SLOT } from '../first-paint';
import { ROUTE_READS, SHELL_READS, type BodyValue, type FirstRead, type QueryValue } from '../first-reads';
import type { Mark } from '../paint-lists';
import type { CHAT_SHAPES, LOTTERY_MARKS, LOTTERY_SELECTORS } from '../paint-lottery';
import { READ_PAINTS } from '../paint-reads';
import type { ACCOUNT_SHAPES, RECHARGE_MARKS, RECHARGE_SELECTORS } from '../paint-recharge';
import { SESSION_PAINTS, type SessionMark } from '../paint-session';
import type { HashLocation } from '../parse-hash';
import { FIRST_PAINTS, PAINTS_FOR_ALL, routes, type Route } from '../paths';

/** One read as the script gets it: method, path, body fields, who, the query id it needs. */
export type Wire = [string, string, [string, BodyValue][], FirstRead['who'], string];

export interface ScriptSetup {
  /** window property of the store, of the language redirect's flag. */
  store: string;
  moving: string;
  basePath: string;
  lang: string;
  tokenKey: string;
  userKey: string;
  dropAfterMs: number;
  shell: Wire[];
  /** Lower-cased path → its own reads, for the routes that have any. */
  routes: Record<string, Wire[]>;
  /** Lower-cased paths of the routes that need a login (lib/router/paths.ts). */
  auth: string[];
  /**
   * URL of the route → chunk files map (scripts/route-chunks.mjs), written in after the build
   * by scripts/inline-first-reads.mjs in place of CHUNK_MAP_SLOT's ''; '' preloads nothing.
   */
  chunks: string;
  /**
   * URL of the folder of the routes' first paints (scripts/first-paints.mjs: `<route>.json`, each
   * `{chunks, html, list?}`), written in like the chunk map in place of PAINT_SLOT's ''; '' paints nothing.
   */
  paint: string;
  /** Lower-cased paths of the routes with a first paint (FIRST_PAINTS of lib/router/paths.ts)… */
  painted: string[];
  /** …and of those painted for a member too (PAINTS_FOR_ALL)… */
  all: string[];
  /**
   * …and for a member only, with a stored user: from the stored session (SESSION_PAINTS) or from the
   * route's reads (READ_PAINTS); the others for a visitor only.
   */
  member: string[];
  /** Lower-cased paths whose screen a visitor never loads (LOGIN_BOUNCE of lib/router/guard.ts). */
  bounce: string[];
  /** window property of the painted HTML, <html> attribute of its state, the slot's selector. */
  paintStore: string;
  paintAttr: string;
  paintSlot: string;
  /** window property of the fillers, once a fillers' file of the paints' folder has run. */
  filler: string;
  /** The lists' fillers' file, and the lower-cased paths of the routes with a file of their own (FILLER_FILES). */
  fillFile: string;
  fillFiles: Record<string, string>;
}

/** The list of a route's paint file (scripts/first-paints.mjs, from lib/router/paint-lists.ts). */
export interface PaintListFile {
  read: string;
  rows: string[];
  at: string;
  first: number;
  marks: Mark[];
  /** One item drawn by the live component with the markers for values (build output). */
  item: string;
}

/** A session paint's part of its route file (scripts/first-paints.mjs, from lib/router/paint-session.ts). */
export interface SessionPaintFile {
  marks: SessionMark[];
  /** Each variant's screen: [isAgent, has a picture, its HTML with the markers]. */
  variants: [boolean, boolean, string][];
}

/** /recharge's part of its route file (scripts/first-paints.mjs, from lib/router/paint-recharge.ts). */
export interface RechargePaintFile {
  /** Paths of the reads that feed it: the ways', the receiving accounts'. */
  reads: [string, string];
  /** The ways in order, each with the flags that turn it on (null: always). */
  flags: [string, string[] | null][];
  /** Each variant's screen part: [first way, has the rate's hint, its HTML with the markers]. */
  variants: [string, boolean, string][];
  /** The accounts' shapes in the bank variant's list, in order. */
  shapes: (typeof ACCOUNT_SHAPES)[number][];
  marks: typeof RECHARGE_MARKS;
  select: typeof RECHARGE_SELECTORS;
  /** Selector of the screen part in the painted page. */
  at: string;
}

/** The lottery room's part of its route file (scripts/first-paints.mjs, from lib/router/paint-lottery.ts). */
export interface LotteryPaintFile {
  /** Path of the read that feeds it: the room's. */
  reads: [string];
  /**
   * The build's drawings: ['room', phase, last draw's kind (0 none, else its type), the frame's
   * HTML] per variant, and ['rows', '', 0, one chat row of each shape].
   */
  variants: [string, string, number, string][];
  shapes: (typeof CHAT_SHAPES)[number][];
  marks: typeof LOTTERY_MARKS;
  select: typeof LOTTERY_SELECTORS;
  /** The draws' label fields by lottery type, in the order the live normaliser reads them. */
  labels: Record<string, string[]>;
  /** Whether labels are shown as the server wrote them (the Chinese build; the English one translates). */
  labelsAsIs: boolean;
  /** The text the live view writes for each type's sample draw, and a chat row for the sample time. */
  drawText: Record<string, string>;
  sampleTime: string;
  /** A wire time's pattern (lib/time.ts), as a RegExp source. */
  wireTime: string;
  /** Each number's wave class (0–49; others: the first's), and the sample draw's. */
  wave: string[];
  sampleWave: string;
  /** Storage keys of the device's settings and of its copy of /api/app, and the session line's extension. */
  settingsKey: string;
  appInfoKey: string;
  lineExtension: string;
  /** The attributes of the running clocks and of their panels. */
  tick: string;
  panelMark: string;
  /** Selector of the screen part in the painted page. */
  at: string;
}

/** A route's paint file: its screen's HTML, or the session's variants of it. */
export interface PaintFile {
  chunks?: string[];
  html?: unknown;
  list?: PaintListFile;
  user?: SessionPaintFile;
  recharge?: RechargePaintFile;
  lottery?: LotteryPaintFile;
}

/**
 * The fillers (lib/router/first-script/list.ts, user.ts, recharge.ts, lottery.ts), loaded from the
 * paints' folder (FILLER_FILES): each page has those of its route's file, and the names of the files
 * that have run.
 */
export interface Fillers {
  files: string[];
  list: (d: Document, slot: Element, l: PaintListFile, a: EarlyAnswer) => Element | null;
  user: (d: Document, p: SessionPaintFile, u: unknown) => DocumentFragment | null;
  recharge: (
    d: Document,
    slot: Element,
    p: RechargePaintFile,
    ways: EarlyAnswer,
    banks: EarlyAnswer | null,
    u: unknown,
  ) => Element | null;
  lottery: (d: Document, slot: Element, p: LotteryPaintFile, room: EarlyAnswer, u: unknown) => Element | null;
}

/** The early answers of this page's reads, by path (to feed a painted list). */
export type AnswersByPath = Record<string, Promise<EarlyAnswer>>;

type W = Window & Record<string, unknown>;

/** The screen's chunks and first paint (./screen.ts). */
export type StartScreen = (
  w: W,
  s: ScriptSetup,
  h: Helpers,
  at: HashLocation,
  session: Session,
  got: AnswersByPath,
) => void;
/** The paint put in its slot, its list drawn (./paint.ts). */
export type FillPaint = (
  w: W,
  s: ScriptSetup,
  h: Helpers,
  path: string,
  file: PaintFile,
  session: Session,
  got: AnswersByPath,
) => void;
/** The fillers' file of the route at `path`, loaded once; resolves when it has run or failed (./paint.ts). */
export type LoadFillers = (w: W, s: ScriptSetup, path: string) => Promise<Fillers | undefined>;

/** The stored session as the script read it: a visitor has no token; `user` is the stored user, unchecked. */
export interface Session {
  visitor: boolean;
  user: unknown;
}
/** The reads the session allows (./reads.ts). */
export type StartReads = (
  w: W,
  s: ScriptSetup,
  h: Helpers,
  at: HashLocation,
  token: string | null,
  trial: boolean,
  got: AnswersByPath,
) => void;

/** The script's parts, joined by firstReadsScript(); each is passed what it needs. */
export interface Helpers {
  parse: (hash: string) => HashLocation;
  onHall: (pathname: string, search: string, hash: string) => boolean;
  keyOf: (method: string, target: string, body: string, token: string | null) => string;
  painted: () => Promise<void>;
  request: (
    r: Wire,
    value: (v: QueryValue) => string | number | null,
    token: string | null,
    lang: string,
  ) => { target: string; body: string; init: RequestInit };
  visitorTo: (at: HashLocation, auth: readonly string[]) => string | null;
  screen: StartScreen;
  fill: FillPaint;
  fillers: LoadFillers;
  reads: StartReads;
}

/** The setup's chunk-map field as `next build` writes it (the build step replaces it: one occurrence). */
export const CHUNK_MAP_SLOT = '"chunks":""';
/** The setup's first-paint folder field as `next build` writes it (also replaced by the build step). */
export const PAINT_SLOT_FIELD = '"paint":""';

const wire = (r: FirstRead): Wire => [r.method, r.path, r.body.map(([k, v]) => [k, v]), r.who, r.needs ?? ''];
const lower = (paths: readonly string[]) => paths.map((p) => p.toLowerCase());

/** The setup the build writes into the page. */
export function scriptSetup(): ScriptSetup {
  const table: Record<string, Wire[]> = {};
  for (const route of routes) {
    const reads = ROUTE_READS[route.path] ?? [];
    if (reads.length) table[route.path.toLowerCase()] = reads.map(wire);
  }
  return {
    store: EARLY_ANSWERS,
    moving: MOVING_FLAG,
    basePath: BASE_PATH,
    lang: ACCEPT_LANGUAGE[BUILD_LANG],
    tokenKey: KEYS.token,
    userKey: KEYS.userInfo,
    dropAfterMs: REQUEST_TIMEOUT_MS,
    shell: SHELL_READS.map(wire),
    routes: table,
    auth: lower(routes.filter((r: Route) => r.auth).map((r) => r.path)),
    chunks: '',
    paint: '',
    painted: lower(FIRST_PAINTS),
    all: lower(PAINTS_FOR_ALL),
    member: lower([...SESSION_PAINTS, ...READ_PAINTS]),
    bounce: lower([...LOGIN_BOUNCE]),
    paintStore: FIRST_PAINT,
    paintAttr: PAINT_ATTRIBUTE,
    paintSlot: PAINT_SLOT,
    filler: PAINT_FILLER,
    fillFile: FILLER_FILES.lists,
    fillFiles: Object.fromEntries(
      Object.entries(FILLER_FILES)
        .filter(([path]) => path !== 'lists')
        .map(([path, file]) => [path.toLowerCase(), file]),
    ),
  };
}
