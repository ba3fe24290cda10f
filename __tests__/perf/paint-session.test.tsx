/**
 * A member's first paint drawn from the stored session (lib/router/paint-session.ts): the build
 * renders /mine's view once per variant for a user of markers, the fillers' file
 * (lib/router/first-script/user.ts) picks the stored user's variant and puts the user's fields in,
 * exactly as the live screen's first render draws them, or paints nothing.
 */
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { FirstPaintFallback } from '@/components/app/first-paint-fallback';
import { FirstPaints, markerUser } from '@/components/app/first-paints';
import { FirstScreen } from '@/components/app/first-screen';
import { FIRST_SCREEN_GROUPS } from '@/components/member/mine-view';
import MineScreen from '@/components/screens/member/mine-screen';
import type { User } from '@/lib/member/user';
import { formatMoney, type Cents } from '@/lib/money';
import { FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_BODY, type FirstPaintStore } from '@/lib/router/first-paint';
import { firstReadsScript } from '@/lib/router/first-reads-script';
import { putMarks } from '@/lib/router/first-script/marks';
import { wireReaders } from '@/lib/router/first-script/wire';
import type { SessionPaintFile } from '@/lib/router/first-script/setup';
import { fillUser } from '@/lib/router/first-script/user';
import { SESSION_MARKS, SESSION_VARIANTS } from '@/lib/router/paint-session';
import { sessionStore } from '@/lib/session';
import { KEYS } from '@/lib/storage';
import * as t from '@/lib/text/zh-CN';
import { paintFiles, sessionPaintsOf } from '../../scripts/first-paints.mjs';
import { withChunkMap, withPaintFolder } from '../../scripts/inline-first-reads.mjs';
import { canonical } from '../support/canonical';
import { mockFetch, ok } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';
import { freshPaintPage } from '../support/paint-page';
import { loc, resetApp } from '../support/render';

const page = renderToString(<FirstPaints />);
const mine = sessionPaintsOf(page)['/mine'] as SessionPaintFile;

const MEMBER: User = {
  ...markerUser({ isAgent: false, avatar: false }),
  id: 42,
  username: 'lucky88',
  realname: '王五',
  balance: 1234550 as Cents,
  vip: 3,
  joinDays: 12,
  paysum: 500000 as Cents,
  totalGame: 300000 as Cents,
};

/** The stored user's first screen as the filler draws it: the screen part, or null. */
function filled(user: unknown): Element | null {
  const drawn = fillUser(document, mine, user, putMarks, wireReaders());
  return drawn && drawn.querySelector(`[${PAINT_BODY}]`);
}

/** The menu's groups in a drawing of /mine. */
const menuGroups = (root: Element) => [...root.querySelectorAll(`nav[aria-label="${t.mine.menuLabel}"] > ul`)];
/** The menu's rows a paint draws without their icons: those of the groups below the first screen. */
const rowsBelowTheFold = (root: Element) =>
  menuGroups(root)
    .slice(FIRST_SCREEN_GROUPS)
    .flatMap((ul) => [...ul.querySelectorAll('li a')]);

/** `live` as the paint draws it: the rows below the first screen with an empty place for the icon. */
function asPainted(live: Element): Element {
  const copy = live.cloneNode(true) as Element;
  for (const row of rowsBelowTheFold(copy)) {
    const icon = row.firstElementChild!;
    const place = document.createElement('span');
    place.setAttribute('class', icon.getAttribute('class')!);
    icon.replaceWith(place);
  }
  return copy;
}

/** The live screen's first render for a member whose session stores `user`. */
function live(user: User): Element {
  localStorage.setItem(KEYS.token, 'tok');
  localStorage.setItem(KEYS.userInfo, JSON.stringify(user));
  sessionStore.set({ token: 'tok', user });
  // Nothing answers before the first render is read: it is the one the paint stands in for.
  mockFetch({});
  const { container } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MineScreen location={loc('#/mine')} />
    </SWRConfig>,
  );
  return container;
}

beforeEach(() => resetApp('#/'));

describe('the build (components/app/first-paints.tsx, scripts/first-paints.mjs)', () => {
  it('draws every variant, each with the name, the level, the days and the balance as markers', () => {
    expect(mine.variants.map((v) => [v[0], v[1]])).toEqual(SESSION_VARIANTS.map((v) => [v.isAgent, v.avatar]));
    for (const [isAgent, picture, html] of mine.variants) {
      for (const marker of ['Ωtgpaintq', 'VIP900000001', '900000002', '9,876,543.21']) expect(html).toContain(marker);
      expect(html.includes('src="https://tgpaint.invalid/a.png"')).toBe(picture);
      // The agent's menu has the back-office login, anyone else's the application form.
      expect(html.includes('#/gamePage?dailiD=1')).toBe(isAgent);
      // The rows a phone may show draw their icons; the rows below the first screen keep the place only.
      const drawn = document.createElement('div');
      drawn.innerHTML = html;
      const groups = menuGroups(drawn);
      expect(groups.length).toBeGreaterThan(FIRST_SCREEN_GROUPS);
      for (const group of groups.slice(0, FIRST_SCREEN_GROUPS))
        for (const row of group.querySelectorAll('li a')) expect(row.firstElementChild!.tagName).toBe('svg');
      for (const row of rowsBelowTheFold(drawn)) {
        expect(row.firstElementChild!.tagName).toBe('SPAN');
        expect(row.firstElementChild!.getAttribute('class')).toBe('h-5 w-5 shrink-0 text-brand');
        expect(row.firstElementChild!.childNodes).toHaveLength(0);
      }
    }
    expect(mine.marks).toEqual(SESSION_MARKS);
  });

  it('refuses a marker that would go where it is not data', () => {
    const cut = (body: string) =>
      sessionPaintsOf(
        `<template data-session="/x" data-variant="[false,false]" data-marks="${JSON.stringify(SESSION_MARKS).replace(
          /"/g,
          '&quot;',
        )}">${body}</template>`,
      );
    expect(() => cut('<a href="#/u?n=Ωtgpaintq">Ωtgpaintq</a>')).toThrow(/not data/);
    expect(() => cut('<b style="width:900000001px">Ωtgpaintq</b>')).toThrow(/not data/);
    expect(() => cut('<b title="https://tgpaint.invalid/a.png">Ωtgpaintq</b>')).toThrow(/not data/);
    expect(() => cut('<b>nobody</b>')).toThrow(/draws no name/);
    expect(
      cut('<img src="https://tgpaint.invalid/a.png"><b title="Ωtgpaintq">Ωtgpaintq</b>')['/x'].variants,
    ).toHaveLength(1);
  });

  it("is cut into the route's file with the variants, no HTML of its own", () => {
    const { files } = paintFiles({}, { '/mine': ['/m.js'] }, {}, {}, { '/mine': mine });
    expect(JSON.parse(files['mine.json'])).toEqual({ chunks: ['/m.js'], user: mine });
  });
});

describe('the filler draws the stored user exactly as the live screen does', () => {
  it.each([
    ['a member without a picture', MEMBER],
    ['an agent', { ...MEMBER, isAgent: true }],
    ['a member with a picture', { ...MEMBER, avatar: 'https://cdn.example.com/a/b.png' }],
    ['an agent with a picture on this origin', { ...MEMBER, isAgent: true, avatar: '/uploads/avatar/7.png' }],
    ['a name with markup and a small first letter', { ...MEMBER, username: 'é<b>x</b>&"y' }],
    ['a negative balance, level 0, day 0', { ...MEMBER, balance: -505 as Cents, vip: 0, joinDays: 0 }],
  ])('%s', (_name, user) => {
    const painted = filled(user)!;
    expect(painted).not.toBeNull();
    expect(painted.querySelector('script, b')).toBeNull();
    expect(painted.innerHTML).not.toMatch(/tgpaint|900000|9,876,543\.21|Ω/);
    expect(canonical(painted.firstElementChild!)).toBe(canonical(asPainted(live(user as User).firstElementChild!)));
  });

  it('writes the balance as formatMoney does', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 123456, -1, -99, -100, -1234567, 1e12, Number.MAX_SAFE_INTEGER]) {
      const painted = filled({ ...MEMBER, balance: cents })!;
      expect(painted.querySelector('[data-testid="mine-balance"]')!.textContent).toBe(formatMoney(cents as Cents));
    }
  });

  it.each([
    ['no stored user', null],
    ['a stored user that is not an object', 'lucky88'],
    ['a member under a restriction', { ...MEMBER, protection: { kind: 'timeout', until: '2026-12-01' } }],
    ['a user stored before restrictions were kept', { ...MEMBER, protection: undefined }],
    ['no name', { ...MEMBER, username: '' }],
    ['a name that is not text', { ...MEMBER, username: 7 }],
    ['an agent flag that is not a boolean', { ...MEMBER, isAgent: 1 }],
    ['a level that is text', { ...MEMBER, vip: '3' }],
    ['a balance with a fraction of a cent', { ...MEMBER, balance: 1.5 }],
    ['a balance past safe integers', { ...MEMBER, balance: 2 ** 60 }],
    ['a picture given as data:', { ...MEMBER, avatar: 'data:image/png;base64,AAAA' }],
    ['a picture on another host without a scheme', { ...MEMBER, avatar: '//cdn.example.com/a.png' }],
    ['a picture of another scheme', { ...MEMBER, avatar: 'javascript:alert(1)' }],
    ['a relative picture', { ...MEMBER, avatar: 'uploads/a.png' }],
    ['a picture that is not text', { ...MEMBER, avatar: null }],
  ])('paints nothing for %s', (_name, user) => {
    expect(filled(user)).toBeNull();
  });
});

describe('the inline script paints /mine for a returning member', () => {
  const FOLDER = '/_next/static/first-paint.abc/';
  const script = withPaintFolder(withChunkMap(firstReadsScript(), '/m.json'), FOLDER);
  const root = document.documentElement;
  const win = window as unknown as Record<string, unknown>;
  const store = () => win[FIRST_PAINT] as FirstPaintStore | undefined;

  /** The exported first screen, the route's paint file served, the script run at `hash` with `user` stored. */
  function open(hash: string, user: unknown) {
    render(<FirstScreen />);
    localStorage.setItem(KEYS.token, 'tok');
    if (user !== undefined) localStorage.setItem(KEYS.userInfo, JSON.stringify(user));
    const { files } = paintFiles({}, {}, {}, {}, { '/mine': mine });
    const served = mockFetch({
      [`${FOLDER}mine.json`]: () => JSON.parse(files['mine.json']),
      '/config.json': () => ({}),
      '/api/app': () => ok({}),
      '/api/uservip': () => ok([]),
      '/api/balance': () => ok({ balance: '1.00' }),
    });
    runInlineScriptAt(script, hash);
    return served;
  }

  beforeEach(freshPaintPage);

  it("shows the stored user before the boot; the live shell's loading state shows those nodes", async () => {
    const served = open('#/mine', MEMBER);
    const slot = document.querySelector("[data-first='paint']")!;
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done'));
    expect(slot.querySelector('[data-testid="mine-username"]')!.textContent).toBe('lucky88');
    // The stored balance, as the live screen's first render shows it (SWR's fallback) until the poll answers.
    expect(slot.querySelector('[data-testid="mine-balance"]')!.textContent).toBe('12,345.50');
    expect(slot.textContent).toContain('VIP3');
    expect(store()!.body).toBe(slot);
    // The screen's own reads are under way beside it.
    await waitFor(() =>
      expect(served.calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/api/uservip', '/api/balance'])),
    );
    const { container } = render(<FirstPaintFallback path="/mine" />);
    expect(container.innerHTML).toBe(
      `<div class="contents" inert="" aria-busy="true">${slot.querySelector(`[${PAINT_BODY}]`)!.innerHTML}</div>`,
    );
  });

  it('paints nothing for a stored user it cannot draw, and lets the boot go on', async () => {
    open('#/mine', { ...MEMBER, balance: 0.5 });
    await waitFor(() => expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false));
    expect(document.querySelector("[data-first='paint']")!.childNodes).toHaveLength(0);
    expect(store()).toBeUndefined();
  });

  it('does not ask for the paint without a stored user: the screen chunks come from the map', async () => {
    const served = open('#/mine', undefined);
    await waitFor(() => expect(served.calls.some((c) => c.path === '/m.json')).toBe(true));
    expect(served.calls.some((c) => c.path.endsWith('mine.json'))).toBe(false);
    expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false);
  });

  it('is not asked for with a query, nor by a visitor (moved to the login first)', async () => {
    const served = open('#/mine?tab=1', MEMBER);
    await waitFor(() => expect(served.calls.some((c) => c.path === '/m.json')).toBe(true));
    expect(served.calls.some((c) => c.path.endsWith('mine.json'))).toBe(false);
    expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false);
    localStorage.removeItem(KEYS.token);
    document.body.innerHTML = '';
    const again = mockFetch({});
    runInlineScriptAt(script, '#/mine');
    expect(window.location.hash).toBe('#/login?redirect=%2Fmine');
    await waitFor(() => expect(again.calls.length).toBeGreaterThan(0));
    expect(again.calls.some((c) => c.path.endsWith('mine.json'))).toBe(false);
  });
});
