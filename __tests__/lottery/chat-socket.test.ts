import { act } from '@testing-library/react';
import { setConfigForTests } from '@/lib/config';
import { ChatSocket, chatSocketUrl, parseFrame, type ChatStatus } from '@/lib/lottery/chat-socket';
import { appendMessage, chatTextProblem, mergeMessages, MAX_CHAT_MESSAGES } from '@/lib/lottery/chat-messages';
import type { ChatMessage } from '@/lib/api/types';
import { DEFAULT_CONFIG } from '@/lib/config';
import { FakeSocket } from '../support/fake-socket';
import { setExtensionsForTests } from '@/lib/api/backend';
import { ALL_EXTENSIONS, EXTENSIONS } from '@/contract/common/extensions';

const flush = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

describe('socket URL ({socketBase}/wss?roomid=…&_token=…)', () => {
  it('uses socketBaseUrl when configured', () => {
    expect(
      chatSocketUrl(11, 'tok', { ...DEFAULT_CONFIG, socketBaseUrl: 'wss://chat.example' }, 'https://app.example'),
    ).toBe('wss://chat.example/wss?roomid=11&_token=tok');
    expect(
      chatSocketUrl(11, 'tok', { ...DEFAULT_CONFIG, socketBaseUrl: 'wss://chat.example/wss' }, 'https://app.example'),
    ).toBe('wss://chat.example/wss?roomid=11&_token=tok');
  });
  it('else derives it from the API base, http → ws and https → wss', () => {
    expect(chatSocketUrl(11, 'a b', { ...DEFAULT_CONFIG, apiBaseUrl: 'https://api.example/v1' }, 'http://x')).toBe(
      'wss://api.example/v1/wss?roomid=11&_token=a%20b',
    );
    expect(chatSocketUrl(3, 't', { ...DEFAULT_CONFIG, apiBaseUrl: 'http://10.0.0.2:8080' }, 'http://x')).toBe(
      'ws://10.0.0.2:8080/wss?roomid=3&_token=t',
    );
  });
  it('else the page origin (same-origin deployments)', () => {
    expect(chatSocketUrl(3, 't', DEFAULT_CONFIG, 'https://m.example')).toBe('wss://m.example/wss?roomid=3&_token=t');
    expect(chatSocketUrl(3, 't', DEFAULT_CONFIG, 'http://127.0.0.1:5300')).toBe(
      'ws://127.0.0.1:5300/wss?roomid=3&_token=t',
    );
  });
});

describe('frames', () => {
  it('ignores pong and junk; reads error frames; reads the draw frame and its nowdata', () => {
    expect(parseFrame('pong')).toEqual({ kind: 'ignored' });
    expect(parseFrame('{oops')).toEqual({ kind: 'ignored' });
    expect(parseFrame(JSON.stringify({ code: 429, message: '发言过于频繁，请稍后再试' }))).toEqual({
      kind: 'error',
      code: 429,
      message: '发言过于频繁，请稍后再试',
    });
    const nowdata = { expect: '5', nextexpect: '6', timeout: 210 };
    const f = parseFrame(
      JSON.stringify({
        id: 7,
        author: '系统',
        avatar: '',
        content: '第5期 开奖结果 3+8+5=16 大双',
        sysmsg: 1,
        type: 'draw',
        nowdata,
      }),
    );
    expect(f).toMatchObject({
      kind: 'message',
      draw: nowdata,
      message: { system: true, content: '第5期 开奖结果 3+8+5=16 大双' },
    });
  });
});

describe('chat socket (reconnecting, ping every 3 s, 4001 ends retries)', () => {
  let statuses: ChatStatus[];
  let received: ChatMessage[];
  let draws: unknown[];
  let socket: ChatSocket;

  beforeEach(() => {
    jest.useFakeTimers();
    setConfigForTests({ apiBaseUrl: 'http://api.test' });
    FakeSocket.reset();
    statuses = [];
    received = [];
    draws = [];
    socket = new ChatSocket({
      roomId: 11,
      getToken: () => 'tok',
      onStatus: (s) => statuses.push(s),
      onMessage: (m) => received.push(m),
      onDraw: (n) => draws.push(n),
      onError: () => {},
      WebSocket: FakeSocket,
    });
  });
  afterEach(() => {
    socket.close();
    jest.useRealTimers();
  });

  it('connects to the room URL without the token, sends it in the first frame, then the text ping every 3 s', async () => {
    await flush();
    const ws = FakeSocket.last();
    expect(ws.url).toBe('ws://api.test/wss?roomid=11');
    expect(socket.status).toBe('connecting');
    ws.serverOpen();
    expect(socket.status).toBe('online');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9000);
    });
    expect(ws.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' }), 'ping', 'ping', 'ping']);
  });

  it('on a back end without the socketAuth extension the token goes in the URL and no auth frame is sent', async () => {
    socket.close();
    FakeSocket.reset();
    setExtensionsForTests(ALL_EXTENSIONS.filter((e) => e !== EXTENSIONS.socketAuth));
    socket = new ChatSocket({
      roomId: 11,
      getToken: () => 'tok',
      onStatus: () => {},
      onMessage: () => {},
      onDraw: () => {},
      onError: () => {},
      WebSocket: FakeSocket,
    });
    await flush();
    const ws = FakeSocket.last();
    expect(ws.url).toBe('ws://api.test/wss?roomid=11&_token=tok');
    ws.serverOpen();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(ws.sent).toEqual(['ping']);
    setExtensionsForTests(ALL_EXTENSIONS);
  });

  it('delivers chat frames and the draw frame', async () => {
    await flush();
    const ws = FakeSocket.last();
    ws.serverOpen();
    ws.serverSend('pong');
    ws.serverSend({
      id: 1,
      user_id: 2,
      author: 'pla***01',
      avatar: '',
      content: '跟了',
      sysmsg: 0,
      order: 1,
      time: '2024-05-01 13:44:10',
    });
    ws.serverSend({
      id: 2,
      author: '系统',
      avatar: '',
      content: '第5期 开奖结果',
      sysmsg: 1,
      type: 'draw',
      nowdata: { expect: '5', nextexpect: '6', timeout: 200 },
    });
    expect(received.map((m) => m.content)).toEqual(['跟了', '第5期 开奖结果']);
    expect(draws).toEqual([{ expect: '5', nextexpect: '6', timeout: 200 }]);
  });

  it('a dropped connection says offline and reconnects by itself', async () => {
    await flush();
    FakeSocket.last().serverOpen();
    FakeSocket.last().serverClose(1006);
    expect(socket.status).toBe('offline');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last().serverOpen();
    expect(statuses).toEqual(['connecting', 'online', 'offline', 'online']);
  });

  it('its process dies (abnormal close 1006): reconnects with backoff, re-joins the room with the current token, hears the room again', async () => {
    let token = 'tok';
    socket.close();
    FakeSocket.reset();
    statuses = [];
    socket = new ChatSocket({
      roomId: 11,
      getToken: () => token,
      onStatus: (s) => statuses.push(s),
      onMessage: (m) => received.push(m),
      onDraw: () => {},
      onError: () => {},
      WebSocket: FakeSocket,
    });
    const advance = (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    await flush();
    FakeSocket.last().serverOpen();
    await advance(6000);
    token = 'tok-renewed';
    FakeSocket.last().serverClose(1006);
    expect(socket.status).toBe('offline');
    // Not at once (a balancer needs a moment to leave the dead process out), then within the backoff.
    await advance(500);
    expect(FakeSocket.instances).toHaveLength(1);
    await advance(1500);
    expect(FakeSocket.instances).toHaveLength(2);
    // The first retry fails too (no process free yet): the next waits longer.
    FakeSocket.last().serverClose(1006);
    await advance(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    await advance(2000);
    expect(FakeSocket.instances).toHaveLength(3);

    const again = FakeSocket.last();
    expect(again.url).toBe('ws://api.test/wss?roomid=11');
    again.serverOpen();
    expect(again.sent[0]).toBe(JSON.stringify({ type: 'auth', token: 'tok-renewed' }));
    again.serverSend({ id: 9, user_id: 3, author: 'oth***03', avatar: '', content: '又连上了', sysmsg: 0, order: 1 });
    expect(received.map((m) => m.content)).toEqual(['又连上了']);
    expect(statuses).toEqual(['connecting', 'online', 'offline', 'online']);
  });

  it('close code 4001 (bad token) stops reconnecting and says so', async () => {
    await flush();
    FakeSocket.last().serverClose(4001, 'authentication failed');
    expect(socket.status).toBe('refused');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('nothing is queued while offline: send says false', async () => {
    await flush();
    expect(socket.send({ content: 'hi', order: 1 })).toBe(false);
    FakeSocket.last().serverOpen();
    expect(FakeSocket.last().chatFrames()).toEqual([]);
    expect(socket.send({ content: 'hi', order: 1 })).toBe(true);
    expect(FakeSocket.last().chatFrames()).toEqual([{ content: 'hi', order: 1 }]);
  });
});

describe('chat list rules', () => {
  const msg = (id: number, content = `m${id}`): ChatMessage => ({
    id,
    userId: 1,
    author: 'a',
    avatar: '',
    content,
    system: false,
    order: 1,
    time: null,
  });

  it('1–200 characters, counted as the server counts them', () => {
    expect(chatTextProblem('   ')).toBe('empty');
    expect(chatTextProblem('a'.repeat(200))).toBeNull();
    expect(chatTextProblem('😀'.repeat(200))).toBeNull();
    expect(chatTextProblem('a'.repeat(201))).toBe('tooLong');
  });

  it('a reload after a gap fills the missed messages in order, without duplicates', () => {
    expect(mergeMessages([msg(1), msg(4)], [msg(1), msg(2), msg(3), msg(4)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(mergeMessages([], [msg(1)]).map((m) => m.id)).toEqual([1]);
    expect(appendMessage([msg(1)], msg(1)).map((m) => m.id)).toEqual([1]);
  });

  it('keeps at most MAX_CHAT_MESSAGES', () => {
    let list: ChatMessage[] = [];
    for (let i = 1; i <= MAX_CHAT_MESSAGES + 5; i++) list = appendMessage(list, msg(i));
    expect(list).toHaveLength(MAX_CHAT_MESSAGES);
    expect(list[0].id).toBe(6);
  });
});
