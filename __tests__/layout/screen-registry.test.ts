import { screenLoaders } from '@/components/screens/registry';
import { routes } from '@/lib/router/paths';

describe('the screen registry', () => {
  it('has exactly one entry for every path of the path table, and no other', () => {
    const paths = routes.map((r) => r.path);
    const registered = Object.keys(screenLoaders);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...registered].sort()).toEqual([...paths].sort());
  });

  it('routes showing the same screen share one loader (one chunk, one lazy component)', () => {
    expect(screenLoaders['/home']).toBe(screenLoaders['/']);
    expect(screenLoaders['/mine']).not.toBe(screenLoaders['/mine_old']);
  });

  it('every loader yields a screen component', async () => {
    for (const load of new Set(Object.values(screenLoaders))) {
      const screen = (await load()).default;
      expect(typeof screen).toBe('function');
    }
  }, 30_000);
});
