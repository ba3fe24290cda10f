import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import serverPaths from '../../scripts/sw-server-paths.json';

// The service worker answers navigations with index.html once in control; the server's own pages
// (sandbox payment and venue pages, the demo's 大舞台 and sponsor pages, uploads, the operator API,
// the socket) must never get the app.
const REQUIRED = ['/sandbox', '/uploads', '/admin', '/api', '/wss', '/qr', '/support', '/showcase'];
const patterns = serverPaths.prefixes.map((prefix) => new RegExp(`^${prefix}(/|$)`));
const denied = (pathname: string) => patterns.some((pattern) => pattern.test(pathname));

describe('service worker navigation fallback', () => {
  it('never answers a server path', () => {
    for (const prefix of REQUIRED) expect(serverPaths.prefixes).toContain(prefix);
    for (const pathname of [
      '/sandbox/pay/123',
      '/sandbox/game',
      '/uploads/a.png',
      '/admin/users',
      '/api/user',
      '/wss',
      '/showcase/stage.html',
    ])
      expect(denied(pathname)).toBe(true);
  });

  it('still answers the app (hash routes live under /)', () => {
    for (const pathname of ['/', '/index.html', '/login/', '/sandboxes', '/apis']) expect(denied(pathname)).toBe(false);
  });

  it('the built service worker carries the list (when out/ is built)', () => {
    const sw = path.join(__dirname, '../../out/sw.js');
    if (!existsSync(sw)) return;
    const text = readFileSync(sw, 'utf8');
    expect(text).toMatch(/\^\\\/sandbox\(\\\/\|\$\)/);
  });
});
