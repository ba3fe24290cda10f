/**
 * How the reference server serves the static build and the API, as seen on the wire.
 * Caching rules: hashed files forever, the shell and the SW always revalidated (or a
 * release never reaches players), API answers never stored anywhere (money data).
 */
import { test, expect } from './support/fixtures';
import { homeAssets } from './support/static-assets';

const ONE_YEAR_S = 31_536_000;

function maxAge(cacheControl: string): number {
  const m = /max-age=(\d+)/.exec(cacheControl);
  return m ? Number(m[1]) : -1;
}

test.describe('static build', () => {
  test('hashed /_next/static files are immutable for a year', async ({ request }) => {
    const { scripts, styles } = await homeAssets(request);
    for (const url of [scripts[0], ...styles.slice(0, 1)]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const cc = res.headers()['cache-control'] ?? '';
      expect(cc, `cache-control of ${url}`).toContain('immutable');
      expect(maxAge(cc), `max-age of ${url}`).toBeGreaterThanOrEqual(ONE_YEAR_S);
    }
  });

  test('static files are compressed when the browser accepts it', async ({ request }) => {
    const { scripts, styles } = await homeAssets(request);
    for (const url of [scripts[0], ...styles.slice(0, 1), '/']) {
      const res = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-encoding'], `content-encoding of ${url}`).toMatch(/^(br|gzip)$/);
    }
  });

  test('static files are sent plain to a client that accepts no encoding', async ({ request }) => {
    const { scripts } = await homeAssets(request);
    const res = await request.get(scripts[0], { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding'] ?? 'identity').toBe('identity');
  });

  for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/config.json']) {
    test(`${url} is revalidated on every load (no-cache)`, async ({ request }) => {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const cc = res.headers()['cache-control'] ?? '';
      // no-store would also keep it fresh, but no-cache lets the browser revalidate cheaply.
      expect(cc, `cache-control of ${url}`).toMatch(/no-cache|no-store/);
      expect(cc).not.toContain('immutable');
    });
  }
});

test.describe('API answers', () => {
  test('/api/app is never stored by any cache (no-store)', async ({ request }) => {
    const res = await request.post('/api/app', { data: {} });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control'] ?? '').toContain('no-store');
    expect(res.headers()['content-type'] ?? '').toContain('application/json');
  });

  test('an unknown /api path answers JSON with no-store, not the app shell', async ({ request }) => {
    const res = await request.post('/api/no-such-endpoint', { data: {} });
    expect(res.headers()['content-type'] ?? '').toContain('application/json');
    expect(res.headers()['cache-control'] ?? '').toContain('no-store');
    expect(await res.text()).not.toContain('<html');
  });
});
