import { keepHashOnFrameworkWrites } from '@/lib/router/keep-hash';

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
