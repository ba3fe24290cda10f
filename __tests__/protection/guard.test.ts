/** docs/SCREENS.md#restricted: one rule in the route guard, driven by RESTRICTED_ROUTES. */
import { RESTRICTED_ROUTES, resolveRoute } from '@/lib/router/guard';
import { parseHash } from '@/lib/router/location';
import { routes } from '@/lib/router/paths';

const asRestricted = (hash: string) => resolveRoute(parseHash(hash), true, true);

describe('the guard for a restricted member', () => {
  it('sends every other route to /restricted: member screens, the hall, games and promotions', () => {
    for (const path of [
      '/mine',
      '/recharge',
      '/transfer',
      '/betRecord',
      '/addBankCard',
      '/message',
      '/',
      '/home',
      '/lottery',
      '/gamePage',
      '/activity',
      '/hongbao',
      '/account',
      '/inviter',
      '/login',
    ]) {
      expect(asRestricted(`#${path}`)).toEqual({ kind: 'redirect', to: '/restricted' });
    }
  });

  it('lets /restricted, /withdrawal (with its query), /withdrawAccount, /kefu, /responsible, help and terms through', () => {
    expect(asRestricted('#/withdrawal?tab=2')).toMatchObject({ kind: 'render', route: { path: '/withdrawal' } });
    for (const path of ['/restricted', '/withdrawAccount', '/kefu', '/responsible', '/abouts', '/boutBallBet']) {
      expect(asRestricted(`#${path}`)).toMatchObject({ kind: 'render', route: { path } });
    }
  });

  it('changes nothing for an open member or a visitor', () => {
    expect(resolveRoute(parseHash('#/mine'), true, false)).toMatchObject({ kind: 'render', route: { path: '/mine' } });
    expect(resolveRoute(parseHash('#/restricted'), false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Frestricted',
    });
  });

  it('names only routes of the path table', () => {
    const known = new Set(routes.map((r) => r.path));
    expect([...RESTRICTED_ROUTES].filter((p) => !known.has(p))).toEqual([]);
  });
});
