/**
 * A deep link's own first paint (lib/router/first-paint.ts): exported from the live shell and
 * screen at build time (components/app/first-paints.tsx, scripts/first-paints.mjs), fetched and
 * put in place by the inline first-reads script before the boot, waited for by the boot's loader
 * (scripts/defer-boot-scripts.mjs), and shown by the live shell while the screen's chunk loads.
 */
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FirstPaintFallback } from '@/components/app/first-paint-fallback';
import { FirstPaints, PAINT_SCREENS } from '@/components/app/first-paints';
import { FirstScreen } from '@/components/app/first-screen';
import { screenLoaders } from '@/components/screens/registry';
import { EARLY_ANSWERS } from '@/lib/api/early-answers';
import { FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_BODY } from '@/lib/router/first-paint';
import { PAINT_SLOT_FIELD, firstReadsScript } from '@/lib/router/first-reads-script';
import { SESSION_PAINTS } from '@/lib/router/paint-session';
import { FIRST_PAINTS } from '@/lib/router/paths';
import { PAINT_WAIT_MS, deferBootScripts } from '../../scripts/defer-boot-scripts.mjs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownScripts, paintFiles, paintsOf, sessionPaintsOf } from '../../scripts/first-paints.mjs';
import { READ_PAINTS } from '@/lib/router/paint-reads';
import { PAINT_SLOT, withChunkMap, withPaintFolder } from '../../scripts/inline-first-reads.mjs';
import { mockFetch } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';

const root = document.documentElement;
const store = () => (window as unknown as Record<string, unknown>)[FIRST_PAINT];

describe('the routes with a first paint (lib/router/paths.ts)', () => {
  const fromScreens = FIRST_PAINTS.filter(
    (p): p is keyof typeof PAINT_SCREENS => ![...SESSION_PAINTS, ...READ_PAINTS].includes(p as never),
  );

  it('are exported from the very screens the registry loads (the session and read paints from their views)', async () => {
    expect(Object.keys(PAINT_SCREENS).sort()).toEqual([...fromScreens].sort());
    for (const path of fromScreens) expect((await screenLoaders[path]()).default).toBe(PAINT_SCREENS[path]);
  });

  it('render in the build page as one template each: the shell with its title, the screen marked inside', () => {
    const page = renderToString(<FirstPaints />);
    const paints = paintsOf(page);
    // A screen drawn from its reads has its loading state as a route template too (its variants apart).
    expect(Object.keys(paints)).toEqual(FIRST_PAINTS.filter((p) => !(SESSION_PAINTS as readonly string[]).includes(p)));
    expect(Object.keys(sessionPaintsOf(page))).toEqual([...SESSION_PAINTS]);
    const login = document.createElement('template');
    login.innerHTML = paints['/login'];
    expect(login.content.querySelector('header')?.textContent).toContain('登录');
    const body = login.content.querySelector(`[${PAINT_BODY}]`)!;
    expect(body.querySelector('img[data-testid="auth-hero-art"]')).not.toBeNull();
    expect(body.querySelector('input')).not.toBeNull();
  });
});

describe('the build step (scripts/first-paints.mjs)', () => {
  it("cuts each template out into its route's file, with the route's chunk files, named by content", () => {
    const page =
      '<body><template data-route="/login"><p>L</p></template><template data-route="/Reg"><b>R</b></template>';
    const paints = paintsOf(page);
    expect(paints).toEqual({ '/login': '<p>L</p>', '/Reg': '<b>R</b>' });
    const { files, hash } = paintFiles(paints, { '/login': ['/l.js'] });
    expect(JSON.parse(files['login.json'])).toEqual({ chunks: ['/l.js'], html: '<p>L</p>' });
    expect(JSON.parse(files['reg.json'])).toEqual({ chunks: [], html: '<b>R</b>' });
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(paintFiles({ '/login': '<p>M</p>' }, {}).hash).not.toBe(hash);
  });

  it('finds the scripts only the build-only page loads (left out of the export, so the service worker never precaches them)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paints-'));
    try {
      const chunks = path.join(dir, '_next', 'static', 'chunks');
      mkdirSync(chunks, { recursive: true });
      const tag = (name: string) => `<script src="/en/_next/static/chunks/${name}" async=""></script>`;
      writeFileSync(path.join(chunks, 'shared.js'), 'x');
      writeFileSync(path.join(chunks, 'paints-page.js'), 'y');
      writeFileSync(path.join(chunks, 'lazy-screen.js'), 'z');
      // A chunk the app loads by name (a screen's dynamic import) is someone else's too.
      writeFileSync(path.join(chunks, 'runtime.js'), '"static/chunks/lazy-screen.js"');
      const app = path.join(dir, 'index.html');
      writeFileSync(app, `<head>${tag('shared.js')}${tag('runtime.js')}</head>`);
      const paintsPage = `<head>${tag('shared.js')}${tag('paints-page.js')}${tag('lazy-screen.js')}</head>`;
      expect(ownScripts(dir, '/en', paintsPage, [app])).toEqual([path.join(chunks, 'paints-page.js')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fills the one folder slot of the generated script', () => {
    expect(PAINT_SLOT).toBe(PAINT_SLOT_FIELD);
    const built = withPaintFolder(firstReadsScript(), '/en/_next/static/first-paint.abc/');
    expect(built).toContain('"paint":"/en/_next/static/first-paint.abc/"');
    expect(() => withPaintFolder(built, '/x/')).toThrow(/0 "paint":"" slots/);
  });
});

describe("the inline script's first paint", () => {
  const MAP = '/_next/static/route-chunks.abc.json';
  const FOLDER = '/_next/static/first-paint.abc/';
  const script = withPaintFolder(withChunkMap(firstReadsScript(), MAP), FOLDER);
  const HTML = `<header>登录</header><main><div ${PAINT_BODY}=""><img src="/art/a.svg" alt=""><input></div></main>`;
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));

  const open = (hash: string) => runInlineScriptAt(script, hash);

  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    root.removeAttribute(PAINT_ATTRIBUTE);
    delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS];
    delete (window as unknown as Record<string, unknown>)[FIRST_PAINT];
  });

  it("a visitor's /login: one request, its own file; the slot filled, inert, its picture awaited", async () => {
    render(<FirstScreen />);
    const { pathsCalled } = mockFetch({ [`${FOLDER}login.json`]: () => ({ chunks: ['/l.js'], html: HTML }) });
    open('#/login?redirect=%2Fmine');
    expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('wait');
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('on'));
    expect(pathsCalled()).toEqual([`${FOLDER}login.json`]);
    expect(preloads()).toEqual(['/l.js']);
    const slot = document.querySelector("[data-first='paint']")!;
    expect(slot.hasAttribute('inert')).toBe(true);
    expect(slot.querySelector('input')).not.toBeNull();
    expect(store()).toEqual({ path: '/login', html: HTML });
    slot.querySelector('img')!.dispatchEvent(new Event('load'));
    expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done');
  });

  it("a visitor's member route paints the login it is moved to", async () => {
    render(<FirstScreen />);
    mockFetch({ [`${FOLDER}login.json`]: () => ({ chunks: [], html: '<p>x</p>' }) });
    open('#/recharge');
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done'));
  });

  it('the map, and no paint, for a member, another query, or a route without a paint', async () => {
    for (const [hash, token] of [
      ['#/login', 'tok'],
      ['#/login?type=1', ''],
      ['#/vip', ''],
    ]) {
      if (token) localStorage.setItem('token', token);
      else localStorage.clear();
      const { pathsCalled } = mockFetch({ [MAP]: () => ({}) });
      open(hash);
      expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false);
      await waitFor(() => expect(pathsCalled()).toEqual([MAP]));
    }
  });

  it('gives up cleanly: a failed file, or a page the live app already owns (no slot)', async () => {
    mockFetch({});
    open('#/reg');
    await waitFor(() => expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false));
    mockFetch({ [`${FOLDER}reg.json`]: () => ({ chunks: [], html: HTML }) });
    open('#/reg');
    await new Promise((r) => setTimeout(r, 20));
    expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false);
    expect(store()).toBeUndefined();
  });

  it("no screen chunks for a visitor on a route the router bounces (/lottery: 请登录！, then home); a member's are preloaded", async () => {
    localStorage.clear();
    const { pathsCalled } = mockFetch({ [MAP]: () => ({}) });
    open('#/lottery?room_id=11');
    await new Promise((r) => setTimeout(r, 20));
    expect(pathsCalled()).not.toContain(MAP);
    localStorage.setItem('token', 'tok');
    const member = mockFetch({ [MAP]: () => ({}) });
    open('#/lottery?room_id=11');
    await waitFor(() => expect(member.pathsCalled()).toContain(MAP));
  });

  it('nothing new on the hall', () => {
    const { pathsCalled } = mockFetch({});
    open('#/');
    expect(pathsCalled()).toEqual([]);
    expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false);
  });
});

describe("the live shell's loading state (components/app/first-paint-fallback.tsx)", () => {
  afterEach(() => delete (window as unknown as Record<string, unknown>)[FIRST_PAINT]);

  it('is the painted screen part, inert, on the painted route; the skeleton elsewhere', () => {
    (window as unknown as Record<string, unknown>)[FIRST_PAINT] = {
      path: '/login',
      html: `<header>h</header><main><div ${PAINT_BODY}=""><p>form</p></div></main>`,
    };
    const { container, unmount } = render(<FirstPaintFallback path="/Login" />);
    expect(container.innerHTML).toBe('<div class="contents" inert="" aria-busy="true"><p>form</p></div>');
    unmount();
    const other = render(<FirstPaintFallback path="/reg" />);
    expect(other.container.querySelector('[aria-busy] .animate-shimmer, [aria-busy]')).not.toBeNull();
    expect(other.container.textContent).not.toContain('form');
  });
});

describe("the boot's loader (scripts/defer-boot-scripts.mjs)", () => {
  const page = '<html><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
  const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(deferBootScripts(page))![1];
  const booted = () => [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    // jsdom reports no paint entries: the loader falls back to the first frame.
    window.requestAnimationFrame = (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16) as unknown as number;
  });
  afterEach(() => {
    jest.useRealTimers();
    root.removeAttribute(PAINT_ATTRIBUTE);
  });

  it('the hall: right after the first frame', () => {
    new Function(loader)();
    jest.advanceTimersByTime(20);
    expect(booted()).toEqual(['/_next/static/chunks/a.js']);
  });

  it("a deep link's own paint: until it is done (a frame later), not before", async () => {
    root.setAttribute(PAINT_ATTRIBUTE, 'wait');
    new Function(loader)();
    jest.advanceTimersByTime(100);
    root.setAttribute(PAINT_ATTRIBUTE, 'on');
    await Promise.resolve();
    jest.advanceTimersByTime(100);
    expect(booted()).toEqual([]);
    root.setAttribute(PAINT_ATTRIBUTE, 'done');
    await Promise.resolve();
    jest.advanceTimersByTime(20);
    expect(booted()).toEqual(['/_next/static/chunks/a.js']);
  });

  it(`…and no longer than ${PAINT_WAIT_MS} ms after the first paint`, () => {
    root.setAttribute(PAINT_ATTRIBUTE, 'wait');
    new Function(loader)();
    jest.advanceTimersByTime(16 + PAINT_WAIT_MS - 1);
    expect(booted()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(booted()).toEqual(['/_next/static/chunks/a.js']);
  });
});
