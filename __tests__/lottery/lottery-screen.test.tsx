import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import LotteryScreen from '@/components/screens/lottery/lottery-screen';
import { LOGIN_BOUNCE_MS } from '@/components/app/login-bounce';
import * as t from '@/lib/text/zh-CN';
import { COMMON_MESSAGES } from '@/contract/common/rules';
import { toEnglish } from '@/contract/i18n/en';
import { ORDER_TEXT } from '@/contract/lottery/rules';
import { lottery as lotteryEn } from '@/lib/text/en/lottery';
import type { WireLotteryRoom } from '@/contract/lottery/schemas';
import { FakeSocket } from '../support/fake-socket';
import { FTIME } from '../support/lottery-fixtures';
import { HASH, SEED, wireRoom } from '../support/lottery-room-fixtures';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';
import { signIn } from '../support/wallet-fixtures';
import { installWebCrypto } from '../support/web-crypto';

// The bet popup is the other screen helper's; here only whether the room opens it (the stand-in).
jest.mock('@/components/lottery/bet-popup', () => jest.requireActual('../support/bet-popup-stand-in'));

installWebCrypto();

const L = t.lottery;

function setup(
  query: string,
  roomGet: Handler = () => ok(wireRoom(120)),
  rooms: Handler = () => ok([{ id: 11, title: '初级房' }]),
) {
  const api = mockFetch({
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/lotteryRoom': (body, init, url) =>
      init.method === 'GET' ? roomGet(body, init, url) : rooms(body, init, url),
  });
  renderWithApp(<LotteryScreen location={loc(`#/lottery${query}`)} />);
  return { ...api, roomGets: () => api.calls.filter((c) => c.path === '/api/lotteryRoom' && c.init.method === 'GET') };
}

beforeEach(() => {
  resetApp('#/lottery?room_id=11');
  FakeSocket.reset();
  (global as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('lottery room screen', () => {
  it('without a token says 请登录！ and goes home after 1 s, reading nothing', () => {
    jest.useFakeTimers();
    const { pathsCalled } = setup('?room_id=11');
    expect(toasts()).toContain(t.auth.pleaseLogin);
    expect(window.location.hash).toBe('#/lottery?room_id=11');
    act(() => jest.advanceTimersByTime(LOGIN_BOUNCE_MS));
    expect(window.location.hash).toBe('#/');
    expect(pathsCalled()).not.toContain('/api/lotteryRoom');
  });

  it('shows the round, its countdown and state, the last result, the balance and the chat history', async () => {
    signIn({ id: 7 });
    const { roomGets } = setup('?room_id=11');
    expect(screen.getByTestId('room-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('round-expect')).toHaveTextContent('第2984523期');
    expect(roomGets()[0].url).toContain('room_id=11');
    expect(screen.getByTestId('room-name')).toHaveTextContent('加拿大28 · 初级房');
    expect(screen.getByTestId('round-state')).toHaveTextContent(L.phases.open);
    // 120 s to the draw, betting closes at 30: 01:30 to the close.
    expect(screen.getByTestId('round-countdown')).toHaveTextContent('01:30');
    const last = screen.getByTestId('last-result');
    expect(within(last).getByRole('img', { name: '9+3+1=13' })).toBeInTheDocument();
    expect(within(last).getByText('小单')).toBeInTheDocument();
    expect(await screen.findByTestId('room-balance')).toHaveTextContent('1,520.35');
    expect(within(screen.getByTestId('chat-list')).getByText('跟了')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.last().url).toMatch(/\/wss\?roomid=11$/));
    act(() => FakeSocket.last().serverOpen());
    expect(FakeSocket.last().sent[0]).toBe(JSON.stringify({ type: 'auth', token: 'tok-1' }));
  });

  it('?name= enters the first room of that lottery', async () => {
    signIn();
    const { calls } = setup('?name=加拿大28');
    expect(await screen.findByTestId('round-expect')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/lotteryRoom' && c.init.method === 'POST');
    expect(post?.body).toEqual({ name: '加拿大28' });
    expect(calls.find((c) => c.init.method === 'GET' && c.path === '/api/lotteryRoom')?.url).toContain('room_id=11');
  });

  it('?name= of a lottery without rooms says 当前游戏无房间', async () => {
    signIn();
    setup('?name=北京28', undefined, () => ok([]));
    expect(await screen.findByText(t.home.noRooms)).toBeInTheDocument();
  });

  it('a read with no answer shows 房间加载失败; 重试 reads again', async () => {
    signIn();
    let fail = true;
    setup('?room_id=11', () => {
      if (fail) throw new TypeError('Failed to fetch');
      return ok(wireRoom(120));
    });
    expect(await screen.findByTestId('room-error')).toHaveTextContent(L.loadFailed);
    expect(screen.queryByTestId('room-gone')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.app.retry }));
    expect(await screen.findByTestId('round-expect')).toBeInTheDocument();
  });

  it('a server error that is not about the room (服务器繁忙) keeps 房间加载失败 and 重试', async () => {
    signIn();
    setup('?room_id=11', () => ({ code: 500, message: COMMON_MESSAGES.busy }));
    expect(await screen.findByTestId('room-error')).toHaveTextContent(L.loadFailed);
    expect(screen.getByRole('button', { name: t.app.retry })).toBeInTheDocument();
    // The server's own words about why, which the screen does not say.
    expect(toasts()).toContain(COMMON_MESSAGES.busy);
  });

  it("the English build knows the reference server's English of 房间不存在", () => {
    expect(lotteryEn.roomGoneAnswer).toBe(toEnglish(ORDER_TEXT.noRoom));
  });

  it('a room the server does not know (500 房间不存在) says so and leads back to the lobby, without 重试', async () => {
    signIn();
    const { roomGets } = setup('?room_id=999', () => ({ code: 500, message: ORDER_TEXT.noRoom }));
    expect(await screen.findByTestId('room-gone')).toHaveTextContent(L.roomGone);
    expect(screen.queryByTestId('room-error')).toBeNull();
    expect(screen.queryByRole('button', { name: t.app.retry })).toBeNull();
    // Said once, by the screen: no toast repeats 房间不存在.
    expect(toasts()).not.toContain(ORDER_TEXT.noRoom);
    fireEvent.click(screen.getByRole('button', { name: L.backToLobby }));
    expect(window.location.hash).toBe('#/');
    expect(roomGets()).toHaveLength(1);
  });

  it('投注 opens the bet popup while open; when the round closes (t = ftime) the popup closes and 投注 is refused', async () => {
    signIn();
    setup('?room_id=11', () => ok(wireRoom(FTIME + 1)));
    fireEvent.click(await screen.findByTestId('bet-button'));
    expect(screen.getByTestId('bet-popup')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('round-state')).toHaveTextContent(L.phases.closed), {
      timeout: 2500,
    });
    await waitFor(() => expect(screen.queryByTestId('bet-popup')).toBeNull());
    fireEvent.click(screen.getByTestId('bet-button'));
    expect(screen.queryByTestId('bet-popup')).toBeNull();
    expect(toasts()).toContain(L.betClosed);
  });

  it('after 投注成功 the balance shows the answered amount and no bet notice frame is sent (the betNotice extension: the server posts it)', async () => {
    signIn();
    setup('?room_id=11');
    expect(await screen.findByTestId('room-balance')).toHaveTextContent('1,520.35');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.last().serverOpen());
    fireEvent.click(screen.getByTestId('bet-button'));
    fireEvent.click(screen.getByRole('button', { name: 'placed' }));
    await waitFor(() => expect(screen.getByTestId('room-balance')).toHaveTextContent('990.00'));
    expect(FakeSocket.last().chatFrames()).toEqual([]);
  });

  it('on a back end without the betNotice extension the client announces the bet once on its socket', async () => {
    legacyBackend([]);
    signIn();
    setup('?room_id=11');
    expect(await screen.findByTestId('room-balance')).toHaveTextContent('1,520.35');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.last().serverOpen());
    fireEvent.click(screen.getByTestId('bet-button'));
    fireEvent.click(screen.getByRole('button', { name: 'placed' }));
    await waitFor(() => expect(FakeSocket.last().chatFrames()).toEqual([{ content: '第2984523期 大 10元', order: 0 }]));
  });

  it('once the time goes negative the room is read again, once', async () => {
    signIn();
    const { roomGets } = setup('?room_id=11', () => ok(wireRoom(0)));
    expect(await screen.findByTestId('round-state')).toHaveTextContent(L.phases.drawing);
    await waitFor(() => expect(roomGets()).toHaveLength(2), { timeout: 2500 });
    await act(() => new Promise((r) => setTimeout(r, 1200)));
    expect(roomGets()).toHaveLength(2);
  });

  it("the socket's draw frame moves the round on without a reload", async () => {
    signIn();
    const { roomGets } = setup('?room_id=11');
    await screen.findByTestId('round-expect');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.last().serverOpen());
    act(() =>
      FakeSocket.last().serverSend({
        id: 50,
        author: '系统',
        avatar: '',
        sysmsg: 1,
        content: '第2984523期 开奖结果 1+1+1=3 小单',
        type: 'draw',
        nowdata: {
          expect: '2984523',
          nextexpect: '2984524',
          timeout: 210,
          last: { expect: '2984523', number: '1,1,1', extend: { sum: 3, big_small: '小' } },
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('round-expect')).toHaveTextContent('第2984524期'));
    expect(within(screen.getByTestId('last-result')).getByRole('img', { name: '1+1+1=3' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-system')).toHaveTextContent('开奖结果');
    expect(roomGets()).toHaveLength(1);
  });

  it('the history lists rounds newest first; 验证 recomputes the round and says 验证通过', async () => {
    signIn();
    setup('?room_id=11');
    fireEvent.click(await screen.findByTestId('history-button'));
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((r) => r.getAttribute('data-expect'))).toEqual(['2984522', '2984521']);
    fireEvent.click(within(rows[0]).getByTestId('verify-button'));
    await waitFor(() => expect(screen.getByTestId('verify-result')).toHaveAttribute('data-status', 'passed'));
    expect(screen.getByTestId('verify-result')).toHaveTextContent(L.fair.passed);
    expect(screen.getByTestId('verify-seed')).toHaveTextContent(SEED);
    expect(screen.getByTestId('verify-hash')).toHaveTextContent(HASH);
  });

  it('验证 says 验证失败 when the stored numbers are not what the seed gives', async () => {
    signIn();
    setup('?room_id=11');
    fireEvent.click(await screen.findByTestId('history-button'));
    const rows = await screen.findAllByTestId('history-row');
    // Round 2984521 carries the seed of 2984522: the numbers cannot match.
    fireEvent.click(within(rows[1]).getByTestId('verify-button'));
    await waitFor(() => expect(screen.getByTestId('verify-result')).toHaveAttribute('data-status', 'failed'));
    expect(screen.getByText(L.fair.numbersBad)).toBeInTheDocument();
    expect(screen.getByText(L.fair.hashOk)).toBeInTheDocument();
  });

  it('moving to another room in the same page shows only that room: its round and its chat', async () => {
    signIn();
    // A 香港六合彩 room whose chat holds its own close notice.
    const hk = wireRoom(120);
    const hkRoom: WireLotteryRoom = {
      ...hk,
      id: 31,
      lottery: {
        ...hk.lottery,
        id: 3,
        title: '香港六合彩',
        type: 1,
        nowdata: { expect: '2024000', nextexpect: '2024001', timeout: 120 },
        openlist: [],
      },
      chatdata: [
        {
          id: 900,
          author: '系统',
          avatar: '',
          content: '第2024001期 已封盘',
          sysmsg: 1,
          created_at: '2024-05-01 13:44:00',
        },
      ],
    };
    let answerPc28: () => void = () => undefined;
    const api = mockFetch({
      '/api/balance': () => ok({ balance: '1520.35' }),
      '/api/lotteryRoom': (_body, _init, url) =>
        url.includes('room_id=31')
          ? ok(hkRoom)
          : new Promise((resolve) => (answerPc28 = () => resolve(ok(wireRoom(120))))),
    });
    function Page() {
      const [query, setQuery] = useState('?room_id=31');
      return (
        <>
          <button type="button" onClick={() => setQuery('?room_id=11')}>
            next room
          </button>
          <LotteryScreen location={loc(`#/lottery${query}`)} />
        </>
      );
    }
    renderWithApp(<Page />);
    expect(await screen.findByText('第2024001期 已封盘')).toBeInTheDocument();
    expect(screen.getByTestId('room-name')).toHaveTextContent('香港六合彩');
    await waitFor(() => expect(FakeSocket.last().url).toContain('roomid=31'));
    const hkSocket = FakeSocket.last();
    act(() => hkSocket.serverOpen());

    fireEvent.click(screen.getByRole('button', { name: 'next room' }));
    // While room 11 loads, nothing of room 31 stays on screen.
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('room_id=11'))).toBe(true));
    expect(screen.getByTestId('room-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('第2024001期 已封盘')).toBeNull();
    await act(async () => answerPc28());
    expect(await screen.findByText('跟了')).toBeInTheDocument();
    expect(screen.getByTestId('room-name')).toHaveTextContent('加拿大28 · 初级房');
    expect(screen.getByTestId('round-expect')).toHaveTextContent('第2984523期');
    expect(screen.queryByText('第2024001期 已封盘')).toBeNull();
    await waitFor(() => expect(FakeSocket.last().url).toContain('roomid=11'));
    expect(hkSocket.closedWith).toBe(1000);
    // Only room 11's messages are listed.
    expect(within(screen.getByTestId('chat-list')).queryByText('第2024001期 已封盘')).toBeNull();
    expect(within(screen.getByTestId('chat-list')).getByText('跟了')).toBeInTheDocument();
  });

  it('the help dialog shows the play descriptions sanitised', async () => {
    signIn();
    setup('?room_id=11');
    fireEvent.click(await screen.findByTestId('help-button'));
    const help = await screen.findByTestId('help-content');
    expect(help).toHaveTextContent('和值14-27为大');
    expect(help.querySelector('script')).toBeNull();
    expect(help.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
