import { keepHashOnFrameworkWrites } from '@/lib/router/keep-hash';
import { markHistoryDepth } from '@/lib/router/navigate';

describe("the framework router's history writes keep the hash route", () => {
  beforeAll(() => keepHashOnFrameworkWrites());

  it('a write with the framework state keeps the address and stores the state', () => {
    window.location.hash = '#/login';
    window.history.replaceState({ __NA: true, tree: 'x' }, '', '/#/');
    expect(window.location.hash).toBe('#/login');
    expect(window.history.state).toEqual({ __NA: true, tree: 'x' });
  });

  it('other writes move the address as asked', () => {
    window.location.hash = '#/login';
    window.history.replaceState({ depth: 1 }, '', '#/mine');
    expect(window.location.hash).toBe('#/mine');
    window.history.replaceState({ __NA: true }, '');
    expect(window.location.hash).toBe('#/mine');
  });
});

describe('Back between hash routes stays in the app (no reload by the framework router)', () => {
  beforeAll(() => keepHashOnFrameworkWrites());

  it("stamps Next's marks on every hash route's entry, so its popstate rule does not reload", () => {
    window.history.replaceState({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: ['tree'] }, '', '/#/');
    // A hash navigation makes an entry with no state; the router then tags it with its depth.
    window.location.hash = '#/recharge';
    markHistoryDepth();
    expect(window.history.state).toMatchObject({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: ['tree'] });
    expect(typeof window.history.state.__appDepth).toBe('number');
  });
});
