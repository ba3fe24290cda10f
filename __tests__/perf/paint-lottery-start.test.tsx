/**
 * A member's lottery room drawn from its first read (lib/router/paint-lottery.ts), its build and its
 * start: the build renders the live view once per round phase and kind of last draw, and one chat
 * row of each shape, from a room of markers, cut into the route's file; the inline script paints
 * the loading state and has the room's own fillers' file draw it, and the live screen shows those
 * nodes until its own read has answered. The filler itself: ./paint-lottery.test.tsx.
 */
import { render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { FirstScreen } from '@/components/app/first-screen';
import LotteryScreen from '@/components/screens/lottery/lottery-screen';
import { FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_BODY, type FirstPaintStore } from '@/lib/router/first-paint';
import { firstReadsScript } from '@/lib/router/first-reads-script';
import { CHAT_SHAPES, LOTTERY_VARIANTS } from '@/lib/router/paint-lottery';
import { parseHash } from '@/lib/router/parse-hash';
import { sessionStore } from '@/lib/session';
import { KEYS } from '@/lib/storage';
import { paintFiles, readPaintsOf } from '../../scripts/first-paints.mjs';
import { withChunkMap, withPaintFolder } from '../../scripts/inline-first-reads.mjs';
import { mockFetch, ok } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';
import { CHAT, MEMBER, loading, lottery, lotteryPaintPage, roomData } from '../support/lottery-paint';
import { sameMarkup } from '../support/canonical';
import { freshPaintPage } from '../support/paint-page';

lotteryPaintPage();

describe('the build (components/app/first-paints-lottery.tsx, scripts/first-paints.mjs)', () => {
  it('draws the loading state, one room per phase and last draw, and one chat row of each shape', () => {
    expect(loading).toContain('data-testid="room-skeleton"');
    const rooms = lottery.variants.filter((v) => v[0] === 'room');
    expect(rooms.map((v) => [v[1], v[2]])).toEqual(LOTTERY_VARIANTS.map((v) => [...v]));
    for (const v of rooms) {
      expect(v[3]).toContain(lottery.marks.name);
      expect(v[3]).toContain(lottery.marks.expect);
      expect(v[3]).toContain('data-testid="session-line"');
      expect(v[3]).toContain(lottery.marks.balance);
      expect(v[3].includes(lottery.marks.lastExpect)).toBe(v[2] !== 0);
    }
    const rows = lottery.variants.filter((v) => v[0] === 'rows');
    expect(rows).toHaveLength(1);
    const t = document.createElement('template');
    t.innerHTML = rows[0][3];
    expect(t.content.firstElementChild!.children).toHaveLength(CHAT_SHAPES.length);
    expect(lottery.reads).toEqual(['/api/lotteryRoom']);
    expect(lottery.sampleTime).toBe('23:58:57');
    expect(lottery.drawText).toEqual({ 1: '97+98', 2: '95+96=99' });
    expect(lottery.wave[1]).toBe('bg-danger');
    expect(lottery.wave[3]).toBe('bg-info');
    expect(lottery.wave[5]).toBe('bg-success');
  });

  it('refuses a room without its round, or a marker that would go where it is not data', () => {
    const spec = JSON.stringify(lottery).replace(/"/g, '&quot;');
    const cut = (variant: string, body: string) =>
      readPaintsOf(
        `<template data-reads="/lottery" data-variant="${variant.replace(/"/g, '&quot;')}" data-spec="${spec}">${body}</template>`,
      );
    const money = lottery.marks.balance;
    expect(() => cut('["room","open",0]', `<b>tgpaintrn ${money}</b>`)).toThrow(/draws no expect/);
    expect(() => cut('["room","open",0]', '<b>tgpaintrn tgpaintxe</b>')).toThrow(/draws no balance/);
    expect(() => cut('["room","open",1]', `<b>tgpaintrn tgpaintxe ${money}</b>`)).toThrow(/draws no lastExpect/);
    expect(() => cut('["room","open",0]', `<a href="#/x?e=tgpaintxe">tgpaintrn ${money}</a>`)).toThrow(/not data/);
    expect(() => cut('["rows","",0]', '<b title="https://tgpaint.invalid/c.png">tgpaintcc Ωtgpaintca</b>')).toThrow(
      /not data/,
    );
    expect(cut('["room","open",0]', `<b>tgpaintrn tgpaintxe ${money}</b>`)['/lottery'].variants).toHaveLength(1);
  });

  it("paints the live room's own loading state (the panel's skeleton in the room's frame)", () => {
    mockFetch({ '/api/lotteryRoom': () => new Promise(() => {}) });
    sessionStore.set({ token: 'tok', user: MEMBER });
    const { container, unmount } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LotteryScreen location={parseHash('/lottery?room_id=11')} />
      </SWRConfig>,
    );
    const t = document.createElement('template');
    t.innerHTML = loading;
    const painted = t.content.querySelector(`[${PAINT_BODY}]`)!.firstElementChild!;
    expect(container.querySelector('[data-testid="room-skeleton"]')).not.toBeNull();
    expect(sameMarkup(container.firstElementChild!)).toBe(sameMarkup(painted));
    // Gone before the room's other reads answer (this mock refuses them): the first render is the point.
    unmount();
  });

  it("is cut into the route's file beside its loading state", () => {
    const { files } = paintFiles(
      { '/lottery': loading },
      { '/lottery': ['/l.js'] },
      {},
      {},
      {},
      { '/lottery': lottery },
    );
    expect(JSON.parse(files['lottery.json'])).toEqual({ chunks: ['/l.js'], html: loading, lottery });
  });
});

describe('the inline script paints the room for a member', () => {
  const FOLDER = '/_next/static/first-paint.abc/';
  const script = withPaintFolder(withChunkMap(firstReadsScript(), '/m.json'), FOLDER);
  const root = document.documentElement;
  const win = window as unknown as Record<string, unknown>;
  const store = () => win[FIRST_PAINT] as FirstPaintStore | undefined;

  /** The exported first screen, the route's paint file served, the script run at `hash` with `user` stored. */
  function open(hash: string, user: unknown, room: unknown = ok(roomData({ chatdata: CHAT }))) {
    render(<FirstScreen />);
    localStorage.setItem(KEYS.token, 'tok');
    if (user !== undefined) localStorage.setItem(KEYS.userInfo, JSON.stringify(user));
    const { files } = paintFiles({ '/lottery': loading }, {}, {}, {}, {}, { '/lottery': lottery });
    const mock = mockFetch({
      [`${FOLDER}lottery.json`]: () => JSON.parse(files['lottery.json']),
      '/config.json': () => ({}),
      '/api/app': () => ok({}),
      '/api/lotteryRoom': () => room,
      '/api/refreshusermoney': () => ok({ balance: '10.00' }),
    });
    runInlineScriptAt(script, hash);
    return mock;
  }

  beforeEach(freshPaintPage);

  it('draws the room from the early answer; the live room shows those nodes until its own read has answered', async () => {
    const served = open('#/lottery?room_id=11', MEMBER);
    await waitFor(() => expect(store()?.screen).toBeDefined());
    const drawn = store()!.screen!;
    expect(document.querySelector("[data-first='paint']")!.contains(drawn)).toBe(true);
    expect(drawn.textContent).toContain('第3100001期');
    expect(drawn.textContent).toContain('加拿大28 · 初级房');
    expect(drawn.textContent).toContain('欢迎来到初级房');
    expect(served.calls.find((c) => c.path === '/api/lotteryRoom')!.url).toContain('room_id=11');
    // The live screen before its read has answered: the drawn room, inert, once.
    sessionStore.set({ token: 'tok', user: MEMBER });
    const screen = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LotteryScreen location={parseHash('/lottery?room_id=11')} />
      </SWRConfig>,
    );
    const copy = screen.container.querySelector('[inert]')!;
    expect(copy.innerHTML).toBe(drawn.innerHTML);
    expect(screen.container.querySelector('[data-testid="room-skeleton"]')).toBeNull();
    screen.unmount();
  });

  it.each([
    ['a member under a restriction', '#/lottery?room_id=11', { ...MEMBER, protection: { kind: 'timeout' } }],
    ['a room opened by its name', '#/lottery?name=%E5%8A%A0%E6%8B%BF%E5%A4%A728', MEMBER],
  ])('paints nothing for %s', async (_name, hash, user) => {
    const served = open(hash, user);
    await waitFor(() => expect(served.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false));
    expect(document.querySelector("[data-first='paint']")!.childNodes).toHaveLength(0);
    expect(store()).toBeUndefined();
  });

  it('keeps the loading state when the room is gone', async () => {
    open('#/lottery?room_id=11', MEMBER, { code: 500, message: '房间不存在', data: null });
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done'));
    expect(store()!.screen).toBeUndefined();
    expect(document.querySelector(`[data-first='paint'] [data-testid="room-skeleton"]`)).not.toBeNull();
  });
});
