/**
 * A member's lottery room drawn from its first read (lib/router/paint-lottery.ts): the build
 * renders the live view once per round phase and kind of last draw, and one chat row of each
 * shape, from a room of markers; the fillers' file (lib/router/first-script/lottery.ts) draws the
 * room's answer exactly as the live view draws it, runs the clock as the live clock runs, or draws
 * nothing.
 */
import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { FirstPaints } from '@/components/app/first-paints';
import { FirstScreen } from '@/components/app/first-screen';
import { ROOM_FRAME } from '@/components/lottery/room-frame';
import { RoomView } from '@/components/lottery/room-view';
import LotteryScreen from '@/components/screens/lottery/lottery-screen';
import { setExtensionsForTests } from '@/lib/api/backend';
import type { EarlyAnswer } from '@/lib/api/early-answers';
import { toLotteryRoom } from '@/lib/api/normalise/lottery';
import { blankUser } from '@/lib/api/normalise/member';
import type { LotteryRoom } from '@/lib/api/types';
import { setConfigForTests } from '@/lib/config';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import { DEVICE_SETTINGS_KEY } from '@/lib/member/device-settings';
import type { User } from '@/lib/member/user';
import type { Cents } from '@/lib/money';
import { FILLER_FILES, FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_BODY, type FirstPaintStore } from '@/lib/router/first-paint';
import { fillerScripts, firstReadsScript } from '@/lib/router/first-reads-script';
import { fillLottery } from '@/lib/router/first-script/lottery';
import { putMarks } from '@/lib/router/first-script/marks';
import { resolvePicture } from '@/lib/router/first-script/picture';
import type { LotteryPaintFile } from '@/lib/router/first-script/setup';
import { wireReaders } from '@/lib/router/first-script/wire';
import { CHAT_SHAPES, LOTTERY_VARIANTS } from '@/lib/router/paint-lottery';
import { parseHash } from '@/lib/router/parse-hash';
import { sessionStore } from '@/lib/session';
import { KEYS } from '@/lib/storage';
import { paintFiles, paintsOf, readPaintsOf } from '../../scripts/first-paints.mjs';
import { withChunkMap, withPaintFolder } from '../../scripts/inline-first-reads.mjs';
import { canonical } from '../support/canonical';
import { mockFetch, ok } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';
import { freshPaintPage } from '../support/paint-page';
import { resetApp } from '../support/render';

const page = renderToString(<FirstPaints />);
const lottery = readPaintsOf(page)['/lottery'] as LotteryPaintFile;
const loading = paintsOf(page)['/lottery'] as string;

const API = 'https://api.example.com/v1';
const MEMBER: User = blankUser({ id: 42, username: 'lucky88', isTrial: false, balance: 123456789 as Cents });

/** A room answer (the cases below change parts of it). */
function roomData(over: Record<string, unknown> = {}, nowdata: Record<string, unknown> = {}) {
  return {
    id: 11,
    title: '初级房',
    ftime: 10,
    lottery: {
      id: 3,
      title: '加拿大28',
      type: 2,
      nowdata: { expect: '3100000', nextexpect: '3100001', timeout: 95, ...nowdata },
      openlist: [],
    },
    chatdata: [],
    playbox: [],
    ...over,
  };
}
const withLottery = (lot: Record<string, unknown>, over: Record<string, unknown> = {}) => {
  const base = roomData(over);
  return { ...base, lottery: { ...base.lottery, ...lot } };
};

const answer = (body: unknown, status = 200): EarlyAnswer => ({
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  at: performance.now(),
  base: API,
});

/** A page with the room's loading state painted; the filler run on the answer; its drawing, or null. */
function filled(a: EarlyAnswer, user: unknown = MEMBER, spec: LotteryPaintFile = lottery) {
  const slot = document.createElement('div');
  slot.innerHTML = loading;
  document.body.appendChild(slot);
  const drawn = fillLottery(document, slot, spec, a, user, putMarks, resolvePicture, wireReaders());
  return { slot, drawn };
}

/** The live room's first render with its data (the screen's RoomBody, its chat not yet connected). */
function LiveRoom({ room, myId }: { room: LotteryRoom; myId: number | null }) {
  const clock = useRoundClock(room);
  const ignore = () => {};
  return (
    <div className={ROOM_FRAME}>
      <RoomView
        room={room}
        clock={clock}
        chat={{ messages: room.chat, status: 'connecting', myId, send: async () => 'offline' }}
        onVerify={ignore}
        onHistory={ignore}
        onHelp={ignore}
        onBet={ignore}
      />
    </div>
  );
}

function live(a: EarlyAnswer, user: User = MEMBER): Element {
  sessionStore.set({ token: 'tok', user });
  const room = toLotteryRoom(JSON.parse(a.text).data, a.at);
  const { container } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LiveRoom room={room} myId={user.id ?? null} />
    </SWRConfig>,
  );
  return container.firstElementChild!;
}

/**
 * An element as canonical markup, the ids React makes (useId) named alike, without the comments a
 * server render leaves between text parts (the browser shows nothing of them).
 */
function same(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode!.removeChild(c));
  copy.normalize();
  return canonical(copy).replace(/_[rR]_[0-9a-z]+_/g, '_id_');
}

/** This device's copy of /api/app: the session line's extension offered or not. */
const lineOffered = (on: boolean) => {
  localStorage.setItem(KEYS.appInfo, JSON.stringify({ extensions: on ? ['realityCheck'] : [] }));
  setExtensionsForTests(on ? ['realityCheck'] : []);
};

let served: ReturnType<typeof mockFetch>;
beforeEach(() => {
  resetApp('#/');
  document.body.innerHTML = '';
  setConfigForTests({ apiBaseUrl: API });
  // The live session line's own read stays unanswered: the first render is compared.
  served = mockFetch({ '/api/protectionSession': () => new Promise(() => {}) });
  lineOffered(true);
});
afterAll(() => {
  setConfigForTests(null);
  setExtensionsForTests(null);
});

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

  it('has its filler in a file of its own: the shared fillers, which the lists, /mine and /recharge load, do not carry it', () => {
    const scripts = fillerScripts();
    expect(scripts[FILLER_FILES['/lottery']]).toContain(fillLottery.toString());
    expect(scripts[FILLER_FILES.shared]).not.toContain(fillLottery.toString());
    expect(firstReadsScript()).toContain(JSON.stringify({ '/lottery': FILLER_FILES['/lottery'] }));
  });

  it("paints the live room's own loading state (the panel's skeleton in the room's frame)", () => {
    served = mockFetch({ '/api/lotteryRoom': () => new Promise(() => {}) });
    sessionStore.set({ token: 'tok', user: MEMBER });
    const { container } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LotteryScreen location={parseHash('/lottery?room_id=11')} />
      </SWRConfig>,
    );
    const t = document.createElement('template');
    t.innerHTML = loading;
    const painted = t.content.querySelector(`[${PAINT_BODY}]`)!.firstElementChild!;
    expect(container.querySelector('[data-testid="room-skeleton"]')).not.toBeNull();
    expect(same(container.firstElementChild!)).toBe(same(painted));
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

const CHAT = [
  { id: 1, sysmsg: 1, content: '欢迎来到初级房' },
  {
    id: 2,
    user_id: 7,
    author: '小明',
    avatar: '/img/a.png',
    content: '<img src=x onerror=alert(1)>',
    time: '2026-11-28 12:03:04',
  },
  { id: 3, user_id: '42', author: 'lucky88', content: '我也来', time: '2026-11-28 12:03:09' },
  { id: 4, user_id: 8, author: '', content: '大 100', order: '0', created_at: '2026-11-28 9:5' },
  { id: 5, user_id: 9, author: '😀阿强', headurl: 'https://cdn.example.com/h.png', content: '   ', time: 'yesterday' },
  { id: 6, user_id: 42, author: 'lucky88', content: '下注 小', order: 0, time: ' 2026-11-28 25:61:61 ' },
];

describe('the filler draws the answer exactly as the live view does', () => {
  it.each<[string, unknown, boolean, string | null]>([
    ['an open round, no draw yet, an empty chat', roomData(), true, null],
    [
      'a type 1 draw from its fields, labels and seed, a chat of every kind, no session line',
      withLottery(
        {
          type: 1,
          title: '六合彩',
          nowdata: {
            nextexpect: '2026130',
            timeout: '300',
            last: {
              expect: '2026129',
              number: 'ignored',
              extend: {
                normals: [5, 12, '19', 23, 37, 41],
                special: '8',
                special_big_small: '小',
                special_odd_even: '双',
                special_color: '蓝波',
              },
              seed: 'A1B2',
            },
          },
        },
        { chatdata: CHAT },
      ),
      false,
      null,
    ],
    [
      'a type 2 draw read from its number, closed, its sum counted',
      roomData(
        {},
        {
          timeout: 7,
          last: { expect: '3100000', number: '3,8,5', extend: { big_small: '小', odd_even: '双', combo: '小双' } },
        },
      ),
      true,
      null,
    ],
    [
      'drawing, the last draw from the history (longest then largest round first)',
      withLottery({
        nowdata: { nextexpect: '3100010', timeout: -3, last: null },
        openlist: [
          { expect: '999', number: '1,1,1' },
          { expect: '3100008', number: '1+2+3', sum: '6', seed: 'zz' },
          { expect: '3100009', number: '4,5,6', extend: { numbers: [4, 5, 6], sum: 16 } },
          { expect: '', number: '9,9,9' },
        ],
      }),
      true,
      null,
    ],
    [
      'a type 1 draw written as text, numbers outside the waves, message times hidden',
      withLottery(
        {
          type: '1',
          nowdata: { nextexpect: '88', timeout: 30, last: { expect: '87', number: '05,49,50,-3,0,9+101', extend: [] } },
        },
        { chatdata: CHAT, ftime: '30', name: '高级房', title: '' },
      ),
      true,
      '{"showMessageTime":false}',
    ],
    [
      'a type 1 draw without its special, a damaged settings value',
      withLottery(
        {
          type: 1,
          title: '',
          nowdata: { nextexpect: 5, timeout: 41, last: { expect: 4, extend: { normals: [1, 2, 3] } } },
        },
        { chatdata: CHAT.slice(0, 2) },
      ),
      true,
      '{oops',
    ],
    ['nowdata missing altogether', withLottery({ nowdata: null }), true, null],
  ])('%s', (_name, data, line, settings) => {
    lineOffered(line);
    if (settings !== null) localStorage.setItem(DEVICE_SETTINGS_KEY, settings);
    const a = answer(ok(data));
    const { slot, drawn } = filled(a);
    expect(drawn).not.toBeNull();
    expect(slot.querySelector(`[${PAINT_BODY}]`)!.firstElementChild).toBe(drawn);
    expect(drawn!.innerHTML).not.toMatch(/tgpaint|Ω|>9[5-9]<|97\+98|23:58:57/);
    expect(drawn!.querySelector('img[onerror], script')).toBeNull();
    // The filler's own marks aside, the live view's first render with the same answer.
    const mine = drawn!.cloneNode(true) as Element;
    for (const el of mine.querySelectorAll(`[${lottery.tick}], [${lottery.panelMark}]`)) {
      el.removeAttribute(lottery.tick);
      el.removeAttribute(lottery.panelMark);
    }
    expect(same(mine)).toBe(same(live(a)));
  });

  it('resolves the pictures as assetUrl does, puts every text in as text, and marks the member’s own lines', () => {
    const { drawn } = filled(answer(ok(roomData({ chatdata: CHAT }))));
    const chat = drawn!.querySelector(lottery.select.chat)!;
    expect([...chat.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      `${API}/img/a.png`,
      'https://cdn.example.com/h.png',
    ]);
    expect(chat.textContent).toContain('<img src=x onerror=alert(1)>');
    expect([...chat.children].map((c) => c.getAttribute('data-testid'))).toEqual([
      'chat-system',
      'chat-other',
      'chat-mine',
      'chat-other',
      'chat-other',
      'chat-mine',
    ]);
  });

  it.each<[string, unknown, unknown]>([
    ['a member under a restriction', ok(roomData()), { ...MEMBER, protection: { kind: 'timeout' } }],
    ['a user stored before restrictions were kept', ok(roomData()), { ...MEMBER, protection: undefined }],
    ['no stored user', ok(roomData()), null],
    ['the room refused (gone)', { code: 500, message: '房间不存在', data: null }, MEMBER],
    ['an answer without an envelope', roomData(), MEMBER],
    ['an answer that is no JSON', '<html>', MEMBER],
    ['a room without its lottery', ok({ ...roomData(), lottery: null }), MEMBER],
    ['no room at all', ok(null), MEMBER],
    [
      'a picture given as data:',
      ok(roomData({ chatdata: [{ author: 'a', avatar: 'data:image/png;base64,AA' }] })),
      MEMBER,
    ],
    [
      'a picture on another host without a scheme',
      ok(roomData({ chatdata: [{ author: 'a', headurl: '//x.example/a.png' }] })),
      MEMBER,
    ],
  ])('draws nothing for %s', (_name, body, user) => {
    const { slot, drawn } = filled(answer(body), user);
    expect(drawn).toBeNull();
    expect(slot.innerHTML).toBe(loading);
  });

  it('draws nothing from an answer that is not a success', () => {
    expect(filled(answer(ok(roomData()), 502)).drawn).toBeNull();
  });

  it('draws no labels the English build would translate (a draw without labels still is)', () => {
    const english = { ...lottery, labelsAsIs: false };
    const labelled = roomData({}, { last: { expect: '1', number: '1,2,3', extend: { big_small: '小' } } });
    expect(filled(answer(ok(labelled)), MEMBER, english).drawn).toBeNull();
    const plain = roomData({}, { last: { expect: '1', number: '1,2,3' } });
    expect(filled(answer(ok(plain)), MEMBER, english).drawn).not.toBeNull();
  });
});

describe('the clock runs as the live clock does', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks each second from the answer, draws the panel of the next phase, and stops once the live room took over', () => {
    jest.useFakeTimers();
    // 13 s before the draw, betting closes 10 s before it: 3 s open.
    const { drawn } = filled(answer(ok(roomData({}, { timeout: 13 }))));
    const clock = () => [...document.querySelectorAll(lottery.select.clock)].map((c) => c.textContent);
    const phase = () => document.querySelector('[data-testid="round-state"]')!.getAttribute('data-phase');
    expect(clock()).toEqual(['00:03']);
    expect(phase()).toBe('open');
    // The live room's inert copy ticks too.
    const copy = drawn!.cloneNode(true) as Element;
    document.body.appendChild(copy);
    act(() => jest.advanceTimersByTime(1000));
    expect(clock()).toEqual(['00:02', '00:02']);
    act(() => jest.advanceTimersByTime(2000));
    // Closed: counting to the draw, betting refused.
    expect(clock()).toEqual(['00:10', '00:10']);
    expect(phase()).toBe('closed');
    expect(document.querySelector('[data-testid="bet-button"]')!.getAttribute('aria-disabled')).toBe('true');
    act(() => jest.advanceTimersByTime(10_000));
    expect(clock()).toEqual(['00:00', '00:00']);
    expect(phase()).toBe('drawing');
    // The live room replaced both: the timer ends.
    document.body.innerHTML = '';
    act(() => jest.advanceTimersByTime(1000));
    expect(jest.getTimerCount()).toBe(0);
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
    served = open('#/lottery?room_id=11', MEMBER);
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
    served = open(hash, user);
    await waitFor(() => expect(served.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false));
    expect(document.querySelector("[data-first='paint']")!.childNodes).toHaveLength(0);
    expect(store()).toBeUndefined();
  });

  it('keeps the loading state when the room is gone', async () => {
    served = open('#/lottery?room_id=11', MEMBER, { code: 500, message: '房间不存在', data: null });
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done'));
    expect(store()!.screen).toBeUndefined();
    expect(document.querySelector(`[data-first='paint'] [data-testid="room-skeleton"]`)).not.toBeNull();
  });
});
