/**
 * The deep links' chunk map (scripts/route-chunks.mjs), read from an export's compiled screen
 * registry and the bundler's loaders, and the inline script's use of it
 * (lib/router/first-reads-script.ts): the chunk files of the screen being opened are preloaded at
 * once, those of the screen a visitor is moved to when the route needs a login.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { EARLY_ANSWERS } from '@/lib/api/early-answers';
import { firstReadsScript } from '@/lib/router/first-reads-script';
import { deepLinkChunkMap, screenChunks } from '../../scripts/route-chunks.mjs';
import { withChunkMap } from '../../scripts/inline-first-reads.mjs';
import { mockFetch } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';

/** A compiled registry (`"/path": () => e.A(id)`, one loader shared through a variable) and its loaders. */
const REGISTRY =
  'let s=()=>e.A(300);var r={"/":()=>e.A(100),"/home":()=>e.A(100),"/iframepage":()=>e.A(200),"/mine":s,"/mine_old":s,"/login":()=>e.A(400)}';
const loader = (id: number, files: string[]) =>
  `${id},t=>{t.v(n=>Promise.all([${files.map((f) => `"static/chunks/${f}"`).join(',')}].map(n=>t.l(n))).then(()=>n(${id + 1})))}`;
const LOADERS = [
  loader(100, ['hall.js']),
  loader(200, ['frame.js', 'boot.js']),
  loader(300, ['mine.js', 'mine.css', 'shared.js']),
  loader(400, ['login.js', 'shared.js']),
].join(',');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
  mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  writeFileSync(path.join(dir, '_next/static/chunks/registry.js'), `push([0,${REGISTRY}])`);
  writeFileSync(path.join(dir, '_next/static/chunks/loaders.js'), `push([0,${LOADERS}])`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the chunk map of an export (scripts/route-chunks.mjs)', () => {
  it("lists each registry route's chunk files, a shared loader's too, under the build's base path", () => {
    const routes = screenChunks({ dir, base: '/en' });
    expect(routes.get('/mine')).toEqual([
      '/en/_next/static/chunks/mine.js',
      '/en/_next/static/chunks/mine.css',
      '/en/_next/static/chunks/shared.js',
    ]);
    expect(routes.get('/mine_old')).toEqual(routes.get('/mine'));
    expect(routes.get('/login')).toEqual(['/en/_next/static/chunks/login.js', '/en/_next/static/chunks/shared.js']);
  });

  it("leaves out the hall and the page's own boot files; keys are lower-cased paths", () => {
    expect(deepLinkChunkMap({ dir, base: '' }, ['/_next/static/chunks/boot.js'])).toEqual({
      '/iframepage': ['/_next/static/chunks/frame.js'],
      '/mine': ['/_next/static/chunks/mine.js', '/_next/static/chunks/mine.css', '/_next/static/chunks/shared.js'],
      '/mine_old': ['/_next/static/chunks/mine.js', '/_next/static/chunks/mine.css', '/_next/static/chunks/shared.js'],
      '/login': ['/_next/static/chunks/login.js', '/_next/static/chunks/shared.js'],
    });
  });

  it('refuses an export without the compiled registry', () => {
    expect(() => screenChunks({ dir: path.join(dir, '_next/static'), base: '' })).toThrow();
  });
});

describe("the inline script's preloads", () => {
  const MAP = '/_next/static/route-chunks.abc.json';
  const script = withChunkMap(firstReadsScript(), MAP);
  const map = { '/mine': ['/m.js', '/m.css'], '/login': ['/l.js'] };
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map(
      (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
    );
  const open = (hash: string) => runInlineScriptAt(script, hash);

  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS];
  });

  it("preloads the opened screen's chunk files (scripts as scripts, stylesheets as styles)", async () => {
    const { pathsCalled } = mockFetch({ [MAP]: () => map });
    localStorage.setItem('token', 'tok-1');
    open('#/MINE');
    await waitFor(() => expect(preloads()).toEqual(['script /m.js', 'style /m.css']));
    expect(pathsCalled()[0]).toBe(MAP);
  });

  it("a visitor's member route: the login screen's files, not the route's", async () => {
    mockFetch({ [MAP]: () => map });
    open('#/mine');
    await waitFor(() => expect(preloads()).toEqual(['script /l.js']));
  });

  it('nothing on the hall, for a route the map does not name, or when the map cannot be read', async () => {
    const { pathsCalled } = mockFetch({ [MAP]: () => map });
    open('#/');
    expect(pathsCalled()).toEqual([]);
    open('#/vip');
    await waitFor(() => expect(pathsCalled()).toContain(MAP));
    mockFetch({});
    open('#/login');
    await new Promise((r) => setTimeout(r, 20));
    expect(preloads()).toEqual([]);
  });
});
