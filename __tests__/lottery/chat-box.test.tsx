import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatBox } from '@/components/lottery/chat-box';
import useSWR from 'swr';
import { lotteryRoomKey } from '@/lib/api/lottery';
import { useChat } from '@/lib/lottery/use-chat';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import type { ChatMessage } from '@/lib/api/types';
import { FakeSocket } from '../support/fake-socket';
import { renderWithApp, resetApp, toasts } from '../support/render';
import { signIn } from '../support/wallet-fixtures';

const C = t.lottery.chat;
const ME = 7;

const NO_HISTORY: ChatMessage[] = [];

function Harness({ history = NO_HISTORY }: { history?: ChatMessage[] }) {
  const chat = useChat(11, history, FakeSocket);
  return <ChatBox chat={chat} className="h-96" />;
}

/** The room's read beside the chat, as the lottery screen has it: the fetcher counts the reads. */
function RoomHarness({ fetchRoom }: { fetchRoom: () => Promise<unknown> }) {
  const { token } = useSession();
  useSWR(token ? lotteryRoomKey(11, token) : null, fetchRoom);
  const chat = useChat(11, NO_HISTORY, FakeSocket);
  return <ChatBox chat={chat} className="h-96" />;
}

const row = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  userId: 2,
  author: 'pla***01',
  avatar: '',
  content: 'hi',
  system: false,
  order: 1,
  time: null,
  ...over,
});
const frame = (id: number, userId: number, content: string, extra: object = {}) => ({
  id,
  user_id: userId,
  author: 'pla***01',
  avatar: '',
  content,
  sysmsg: 0,
  order: 1,
  time: '2024-05-01 13:44:10',
  ...extra,
});

async function openRoom(history?: ChatMessage[]) {
  renderWithApp(<Harness history={history} />);
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  act(() => FakeSocket.last().serverOpen());
  return FakeSocket.last();
}

beforeEach(() => {
  resetApp('#/lottery?room_id=11');
  FakeSocket.reset();
  signIn({ id: ME });
});

describe('chat box', () => {
  it('renders message content as text: <img onerror> shows as those characters and makes no element', async () => {
    const attack = '<img src=x onerror="window.__pwned=1">';
    const ws = await openRoom([row({ id: 1, content: attack, author: '<b>bold</b>' })]);
    act(() => ws.serverSend(frame(2, 3, '<script>window.__pwned=2</script>')));
    const list = screen.getByTestId('chat-list');
    expect(within(list).getByText(attack)).toBeInTheDocument();
    expect(within(list).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(within(list).getByText('<script>window.__pwned=2</script>')).toBeInTheDocument();
    expect(list.querySelector('img, script, b')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("puts the player's own messages on the right, others on the left, system lines in the centre", async () => {
    await openRoom([
      row({ id: 1, userId: ME, content: 'mine' }),
      row({ id: 2, userId: 3, content: 'theirs' }),
      row({ id: 3, userId: null, system: true, author: '系统', content: '第1期 已封盘' }),
    ]);
    expect(screen.getByTestId('chat-mine')).toHaveTextContent('mine');
    expect(screen.getByTestId('chat-mine').className).toContain('flex-row-reverse');
    expect(screen.getByTestId('chat-other')).toHaveTextContent('theirs');
    expect(screen.getByTestId('chat-system')).toHaveTextContent('第1期 已封盘');
  });

  it('sends {content, order: 1} and clears the input when the server echoes it', async () => {
    const ws = await openRoom();
    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, '  跟了  ');
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(ws.chatFrames()).toEqual([{ content: '跟了', order: 1 }]);
    // Not cleared before the server has it.
    expect(input).toHaveValue('  跟了  ');
    act(() => ws.serverSend(frame(10, ME, '跟了')));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.getByTestId('chat-mine')).toHaveTextContent('跟了');
  });

  it('keeps the input when the server refuses the message (rate limit) and shows why', async () => {
    const ws = await openRoom();
    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, 'spam');
    await userEvent.click(screen.getByTestId('chat-send'));
    act(() => ws.serverSend({ code: 429, message: '发言过于频繁，请稍后再试' }));
    await waitFor(() => expect(toasts()).toContain('发言过于频繁，请稍后再试'));
    expect(input).toHaveValue('spam');
  });

  it('keeps the input when the socket is down, and says 已断开，正在重连… while it reconnects', async () => {
    const ws = await openRoom();
    expect(screen.queryByTestId('chat-status')).toBeNull();
    act(() => ws.serverClose(1006));
    expect(screen.getByTestId('chat-status')).toHaveTextContent(C.offline);
    const input = screen.getByTestId('chat-input');
    await userEvent.type(input, 'hello');
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(toasts()).toContain(C.notConnected);
    expect(input).toHaveValue('hello');
  });

  it('reads the room again when the socket comes back after a drop, so what was said meanwhile shows', async () => {
    const fetchRoom = jest.fn(async () => ({}));
    renderWithApp(<RoomHarness fetchRoom={fetchRoom} />);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.last().serverOpen());
    await waitFor(() => expect(fetchRoom).toHaveBeenCalledTimes(1));
    act(() => FakeSocket.last().serverClose(1006));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 6000 });
    act(() => FakeSocket.last().serverOpen());
    await waitFor(() => expect(fetchRoom).toHaveBeenCalledTimes(2));
  });

  it('says 连接中… before the socket opens and shows the 4001 message without retrying', async () => {
    renderWithApp(<Harness />);
    expect(screen.getByTestId('chat-status')).toHaveTextContent(C.connecting);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.last().serverClose(4001));
    expect(screen.getByTestId('chat-status')).toHaveTextContent(C.refused);
  });

  it('refuses more than 200 characters and keeps the text', async () => {
    await openRoom();
    const input = screen.getByTestId('chat-input');
    await userEvent.click(input);
    await userEvent.paste('字'.repeat(201));
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(toasts()).toContain(C.tooLong(200));
    expect(FakeSocket.last().chatFrames()).toEqual([]);
    expect(input).toHaveValue('字'.repeat(201));
  });

  it('follows new messages at the bottom; after scrolling up it shows the 新消息 pill instead', async () => {
    const ws = await openRoom([row({ id: 1 })]);
    const list = screen.getByTestId('chat-list');
    let top = 0;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 300 });
    Object.defineProperty(list, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (v: number) => (top = Math.min(v, 700)),
    });

    act(() => ws.serverSend(frame(2, 3, 'first')));
    expect(top).toBe(700);
    expect(screen.queryByTestId('chat-new-pill')).toBeNull();

    top = 100;
    act(() => list.dispatchEvent(new Event('scroll')));
    act(() => ws.serverSend(frame(3, 3, 'second')));
    expect(top).toBe(100);
    await userEvent.click(screen.getByTestId('chat-new-pill'));
    expect(top).toBe(700);
    expect(screen.queryByTestId('chat-new-pill')).toBeNull();
  });
});
