/**
 * useChat: the room's socket as React state. Messages start from the room's chatdata, grow with
 * the socket's frames, and take in rows a reload brings after a gap (the room is read again when
 * the socket comes back after a drop). A draw frame moves the
 * round on (SWR mutate) without waiting for the negative-time reload.
 * Sending waits for the server's echo of the player's own message: only then is it 'sent', so
 * the input is kept when the server refuses (rate limit, invalid) or the socket is down.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { useSWRConfig } from 'swr';
import { applyDrawFrame, lotteryRoomKey } from '@/lib/api/lottery';
import { getToken, useSession } from '@/lib/session';
import { toast } from '@/lib/ui/toast';
import * as t from '@/lib/text/zh-CN';
import type { ChatMessage } from '@/lib/api/types';
import { ChatSocket, setActiveChatSocket, type ChatStatus } from './chat-socket';
import { appendMessage, chatTextProblem, mergeMessages, normaliseChatText } from './chat-messages';

/** How long to wait for the echo of a sent message before calling it failed. */
export const CHAT_ECHO_TIMEOUT_MS = 8000;

/** refused: the server said no (its message is already shown); failed: no echo in time. */
export type SendOutcome = 'sent' | 'invalid' | 'offline' | 'refused' | 'failed';

interface Pending {
  content: string;
  resolve: (outcome: SendOutcome) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface ChatState {
  messages: ChatMessage[];
  status: ChatStatus;
  /** The session user's id: their messages sit on the right. */
  myId: number | null;
  send: (text: string) => Promise<SendOutcome>;
}

export function useChat(roomId: number | null, history: ChatMessage[] | undefined, socketImpl?: unknown): ChatState {
  const { token, user } = useSession();
  // The cache the room was read into (the app's, or a test's own provider).
  const { mutate } = useSWRConfig();
  const mutateRef = useLatest(mutate);
  const myId = user?.id ?? null;
  const [messages, setMessages] = useRoomMessages(roomId, history);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const socket = useRef<ChatSocket | null>(null);
  const { pending, settle } = usePendingSend();
  const me = useLatest(myId);

  useEffect(() => {
    if (roomId === null || !token) return;
    let wasOnline = false;
    const s = new ChatSocket({
      roomId,
      getToken,
      WebSocket: socketImpl,
      onStatus: (next) => {
        setStatus(next);
        if (next !== 'online') settle('offline');
        // Back after a drop (the network, or a process lost behind a load balancer): what the room
        // said meanwhile never came as frames, so the room is read again and its rows merge in.
        else if (wasOnline) void mutateRef.current(lotteryRoomKey(roomId, token));
        if (next === 'online') wasOnline = true;
      },
      onMessage: (message) => {
        setMessages((current) => appendMessage(current, message));
        const p = pending.current;
        const mine = !message.system && message.order === 1 && (me.current === null || message.userId === me.current);
        if (p && mine && normaliseChatText(message.content) === p.content) settle('sent');
      },
      onDraw: (nowdata) => void applyDrawFrame(roomId, nowdata, mutateRef.current),
      onError: (_code, message) => {
        toast.error(message || t.lottery.chat.sendFailed);
        settle('refused');
      },
    });
    socket.current = s;
    setActiveChatSocket(s);
    return () => {
      settle('offline');
      s.close();
      setActiveChatSocket(null);
      socket.current = null;
      setStatus('connecting');
    };
  }, [roomId, token, socketImpl, settle, me, mutateRef, setMessages, pending]);

  const send = useCallback(
    (text: string): Promise<SendOutcome> => {
      if (chatTextProblem(text)) return Promise.resolve('invalid');
      // One message at a time: the echo tells which one arrived.
      if (pending.current) return Promise.resolve('failed');
      const content = normaliseChatText(text);
      const s = socket.current;
      if (!s || !s.send({ content, order: 1 })) return Promise.resolve('offline');
      return new Promise<SendOutcome>((resolve) => {
        pending.current = { content, resolve, timer: setTimeout(() => settle('failed'), CHAT_ECHO_TIMEOUT_MS) };
      });
    },
    [settle, pending],
  );

  return { messages, status, myId, send };
}

/**
 * The room's messages: its history, merged once per new history (first load, reload after a
 * gap) while rendering. Another room starts from its own history alone: nothing of the last
 * room's chat is kept.
 */
function useRoomMessages(roomId: number | null, history: ChatMessage[] | undefined) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [mergedHistory, setMergedHistory] = useState<ChatMessage[] | undefined>(undefined);
  const [chatRoom, setChatRoom] = useState(roomId);
  if (roomId !== chatRoom) {
    setChatRoom(roomId);
    setMergedHistory(history);
    setMessages(history ? mergeMessages([], history) : []);
  } else if (history !== mergedHistory) {
    setMergedHistory(history);
    if (history) setMessages((current) => mergeMessages(current, history));
  }
  return [messages, setMessages] as const;
}

/** The one message waiting for its echo, and `settle` to answer its sender once. */
function usePendingSend() {
  const pending = useRef<Pending | null>(null);
  const settle = useCallback((outcome: SendOutcome) => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    p.resolve(outcome);
  }, []);
  return { pending, settle };
}
