/**
 * The inline script that starts a deep link's first reads (lib/router/first-reads.ts), its boot
 * scripts and its screen's chunk files at once, so the data and the screen's code come down beside
 * the boot instead of after it. A visitor on a route that needs a login is first moved where
 * the route guard (lib/router/guard.ts) would move them, so the boot renders that screen once. Generated from
 * the route table at build time (app/first-reads.js/route.ts, written into every page by
 * scripts/inline-first-reads.mjs), hashed into the CSP with the other inline
 * scripts (server/scripts/build-csp.ts). It sends exactly what lib/api/client.ts would send (the
 * same headers, body and stored token), keeps the answers in memory on `window`
 * (lib/api/early-answers.ts), and drops whatever is not taken within the request timeout.
 *
 * Joined here from its parts, one job each (lib/router/first-script/): the setup, the screen's
 * chunks and first paint, the paint's slot, the reads; the fillers (of a painted list, of a screen
 * drawn from the stored session or from its reads) are files of their own (fillerScripts), which
 * only the pages that draw data load.
 *
 * The hall (its first screen is in the HTML), an unknown path, a page about to move (language
 * redirect, start-up fix) and reads whose session or query is missing start nothing.
 */
import { earlyKey } from '@/lib/api/early-answers';
import { opensOnHall } from './entry-mark';
import { FILLER_FILES, PAINT_FILLER } from './first-paint';
import { fillList } from './first-script/list';
import { putMarks } from './first-script/marks';
import { fillPaint, loadFillers } from './first-script/paint';
import { resolvePicture } from './first-script/picture';
import { afterFirstPaint, readRequest, startReads } from './first-script/reads';
import { startScreen } from './first-script/screen';
import { fillLottery } from './first-script/lottery';
import { fillRecharge } from './first-script/recharge';
import { fillUser } from './first-script/user';
import { wireReaders } from './first-script/wire';
import { scriptSetup, type AnswersByPath, type Helpers, type ScriptSetup } from './first-script/setup';
import { parseHash, type HashLocation } from './parse-hash';

export { CHUNK_MAP_SLOT, PAINT_SLOT_FIELD } from './first-script/setup';

/**
 * Where the route guard (resolveRoute of lib/router/guard.ts) sends a visitor who opens `at`: to
 * /login, back to `at` afterwards, from a route that needs a login; null where it lets them stay.
 * __tests__/perf/first-reads-redirect.test.ts holds the two to one answer for every route.
 * Self-contained (part of the script).
 */
export function visitorRedirect(at: HashLocation, auth: readonly string[]): string | null {
  if (auth.indexOf(at.path.toLowerCase()) < 0) return null;
  return '/login?' + new URLSearchParams({ redirect: at.full }).toString();
}

/**
 * The script's body. Self-contained (its source text is the script): everything it needs comes in
 * as arguments, including the app's own hash parser, hall test, guard rule and request key.
 */
export function startFirstReads(w: Window & Record<string, unknown>, s: ScriptSetup, h: Helpers): void {
  const l = w.location;
  const path = l.pathname.slice(s.basePath.length) || '/';
  // Only at the app's root (anything else moves first), and not on the hall. An unknown path gets
  // the shell's reads: the guard sends it to the hall, whose app root takes them.
  if (w[s.moving] || !h.onHall(path, l.search, '') || h.onHall(path, l.search, l.hash)) return;
  let token: string | null = null;
  let user: unknown = null;
  try {
    token = localStorage.getItem(s.tokenKey);
    user = JSON.parse(localStorage.getItem(s.userKey) || 'null');
  } catch {
    /* storage blocked or unreadable: a visitor, or a member without a stored user */
  }
  const trial = !!(user && (user as { isTrial?: unknown }).isTrial);
  // Replaced, as the guard replaces it: the boot then renders the login screen once.
  const to = token ? null : h.visitorTo(h.parse(l.hash), s.auth);
  if (to) w.history.replaceState(w.history.state, '', '#' + to);
  const at = h.parse(l.hash);
  const got: AnswersByPath = {};
  h.screen(w, s, h, at, { visitor: !token, user: token ? user : null }, got);
  h.reads(w, s, h, at, token, trial, got);
}

/**
 * The fillers' files by name (exported by app/first-fill.json/route.ts, written into the paints'
 * folder by scripts/first-paints.mjs): only a page that draws data loads one, the one its route
 * names (FILLER_FILES). Each file adds its fillers to the one `window` object and notes its own
 * name there; each filler is given the one marker replacer, picture resolver and wire reader it uses.
 */
export function fillerScripts(): Record<string, string> {
  const file = (name: string, args: string, body: string, parts: ((...a: never[]) => unknown)[]) =>
    `(function(${args}){var r=wire(),f=window[${JSON.stringify(PAINT_FILLER)}]=window[${JSON.stringify(PAINT_FILLER)}]||{files:[]};` +
    `${body}f.files.push(${JSON.stringify(name)})})(${parts.map((f) => f.toString()).join(',')})`;
  return Object.fromEntries(
    Object.entries(FILLER_PARTS).map(([kind, [args, body, parts]]) => {
      const name = FILLER_FILES[kind as keyof typeof FILLER_FILES];
      return [name, file(name, args, body, parts)];
    }),
  );
}

/** Each fillers' file: its parameters, its fillers bound to the helpers they use, and those helpers. */
const FILLER_PARTS: Record<keyof typeof FILLER_FILES, [string, string, ((...a: never[]) => unknown)[]]> = {
  lists: [
    'put,pic,wire,list',
    'f.list=function(d,s,l,a){return list(d,s,l,a,put,pic)};',
    [putMarks, resolvePicture, wireReaders, fillList],
  ],
  '/mine': ['put,wire,user', 'f.user=function(d,p,u){return user(d,p,u,put,r)};', [putMarks, wireReaders, fillUser]],
  '/recharge': [
    'put,pic,wire,recharge',
    'f.recharge=function(d,s,p,a,b,u){return recharge(d,s,p,a,b,u,put,pic,r)};',
    [putMarks, resolvePicture, wireReaders, fillRecharge],
  ],
  '/lottery': [
    'put,pic,wire,lottery',
    'f.lottery=function(d,s,p,a,u){return lottery(d,s,p,a,u,put,pic,r)};',
    [putMarks, resolvePicture, wireReaders, fillLottery],
  ],
};

/** The inline script (exported by app/first-reads.js/route.ts, written into the pages by scripts/inline-first-reads.mjs). */
export function firstReadsScript(): string {
  const helpers: Helpers = {
    parse: parseHash,
    onHall: opensOnHall,
    keyOf: earlyKey,
    painted: afterFirstPaint,
    request: readRequest,
    visitorTo: visitorRedirect,
    screen: startScreen,
    fill: fillPaint,
    fillers: loadFillers,
    reads: startReads,
  };
  const code = Object.entries(helpers).map(([name, fn]) => `${name}:${fn.toString()}`);
  return `(${startFirstReads.toString()})(window,${JSON.stringify(scriptSetup())},{${code.join(',')}})`;
}
