/**
 * The inline first-reads script moves a visitor off a route that needs a login before the boot
 * (lib/router/first-reads-script.ts), so the boot renders the login screen once. Its rule must be
 * the route guard's (lib/router/guard.ts): for every route of the table, with and without a query
 * and in another letter case, the script moves a visitor exactly where resolveRoute would, and
 * never moves a member (the guard's member rules stay the boot's).
 */
import { EARLY_ANSWERS } from '@/lib/api/early-answers';
import { resolveRoute } from '@/lib/router/guard';
import { firstReadsScript, visitorRedirect } from '@/lib/router/first-reads-script';
import { parseHash } from '@/lib/router/parse-hash';
import { routes } from '@/lib/router/paths';
import { KEYS } from '@/lib/storage';
import { mockFetch } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';

const script = firstReadsScript();
/** Opens `hash` afresh (one history entry) and runs the script; the hash it leaves. */
function open(hash: string): string {
  runInlineScriptAt(script, hash);
  return window.location.hash;
}

const hashesOf = (path: string) => [`#${path}`, `#${path}?type=2&redirect=%2Fwallet`, `#${path.toUpperCase()}`];
const HASHES = routes.filter((r) => r.path !== '/' && r.path !== '/home').flatMap((r) => hashesOf(r.path));

beforeEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS];
  mockFetch({});
});

describe("the inline script's visitor rule and the route guard", () => {
  it.each(HASHES)('a visitor opening %s ends where the guard sends them', (hash) => {
    const decision = resolveRoute(parseHash(hash), false);
    const expected = decision.kind === 'redirect' ? `#${parseHash(decision.to).full}` : hash;
    const before = window.history.length;
    expect(open(hash)).toBe(expected);
    // Replaced, as the guard replaces it: Back does not return to the route the visitor cannot see.
    expect(window.history.length).toBe(before);
  });

  it.each(HASHES)('a member opening %s stays', (hash) => {
    localStorage.setItem(KEYS.token, 'tok-1');
    expect(open(hash)).toBe(hash);
  });

  it('says the same as the guard for every route of the table, as a function', () => {
    const auth = routes.filter((r) => r.auth).map((r) => r.path.toLowerCase());
    for (const hash of HASHES) {
      const at = parseHash(hash);
      const decision = resolveRoute(at, false);
      expect([hash, visitorRedirect(at, auth)]).toEqual([hash, decision.kind === 'redirect' ? decision.to : null]);
    }
  });
});
