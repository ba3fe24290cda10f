/**
 * The lottery room's filler (lib/router/first-script/lottery.ts): it draws the room's answer exactly
 * as the live view draws it, runs the clock as the live clock runs, or draws nothing. The build and
 * the inline script's start: ./paint-lottery-start.test.tsx.
 */
import { act, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ROOM_FRAME } from '@/components/lottery/room-frame';
import { RoomView } from '@/components/lottery/room-view';
import type { EarlyAnswer } from '@/lib/api/early-answers';
import { toLotteryRoom } from '@/lib/api/normalise/lottery';
import type { LotteryRoom } from '@/lib/api/types';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import { DEVICE_SETTINGS_KEY } from '@/lib/member/device-settings';
import type { User } from '@/lib/member/user';
import { PAINT_BODY } from '@/lib/router/first-paint';
import { fillLottery } from '@/lib/router/first-script/lottery';
import { putMarks } from '@/lib/router/first-script/marks';
import { resolvePicture } from '@/lib/router/first-script/picture';
import type { LotteryPaintFile } from '@/lib/router/first-script/setup';
import { wireReaders } from '@/lib/router/first-script/wire';
import { sessionStore } from '@/lib/session';
import { ok } from '../support/fetch-mock';
import {
  API,
  CHAT,
  MEMBER,
  answer,
  lineOffered,
  loading,
  lottery,
  lotteryPaintPage,
  roomData,
  withLottery,
} from '../support/lottery-paint';
import { sameMarkup } from '../support/canonical';

lotteryPaintPage();

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
    expect(sameMarkup(mine)).toBe(sameMarkup(live(a)));
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
