'use client';
import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowDownIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { CHAT_MAX_LENGTH, chatTextProblem } from '@/lib/lottery/chat-messages';
import type { ChatMessage } from '@/lib/api/types';
import type { ChatState } from '@/lib/lottery/use-chat';
import type { ChatStatus } from '@/lib/lottery/chat-socket';
import { ChatMessageRow } from './chat-message';

const C = t.lottery.chat;
/** Within this distance of the bottom the list counts as 'at the bottom' and follows new messages. */
const STICK_PX = 48;

const banners: Partial<Record<ChatStatus, { text: string; tone: string }>> = {
  connecting: { text: C.connecting, tone: 'bg-surface-sunken text-ink-muted' },
  offline: { text: C.offline, tone: 'bg-gold-soft text-ink' },
  refused: { text: C.refused, tone: 'bg-brand-soft text-danger' },
  badRoom: { text: C.badRoom, tone: 'bg-brand-soft text-danger' },
};

/**
 * Keeps the list at the bottom as messages arrive while the player is there (or sent the last
 * one); scrolled up, a new message only raises `unseen` for the 新消息 pill.
 */
function useFollowNewMessages(messages: ChatMessage[], myId: number | null) {
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastSeen = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(false);

  const scrollToBottom = () => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    const last = messages[messages.length - 1];
    const lastId = last?.id ?? null;
    if (lastId === lastSeen.current) return;
    const first = lastSeen.current === null;
    lastSeen.current = lastId;
    const mine = !!last && !last.system && myId !== null && last.userId === myId;
    if (first || atBottom.current || mine) scrollToBottom();
    else setUnseen(true);
  }, [messages, myId]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX;
    if (atBottom.current) setUnseen(false);
  };

  return { list, unseen, scrollToBottom, onScroll };
}

/**
 * The room chat (docs/SCREENS.md#lottery, docs/API.md#chat-socket): messages as text only, the player's own on the right, system
 * lines centred; new messages scroll in unless the player has scrolled up (then a 新消息 pill).
 */
export function ChatBox({ chat, className }: { chat: ChatState; className?: string }) {
  const { messages, status, myId } = chat;
  const { list, unseen, scrollToBottom, onScroll } = useFollowNewMessages(messages, myId);
  return (
    <section aria-label={C.label} className={clsx('relative flex min-h-0 flex-col', className)}>
      <StatusBanner status={status} />
      <div
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={C.label}
        // A tab stop, so the keyboard scrolls the messages (arrows, Page Up/Down) as a finger does
        // (a scrollable region must be reachable: WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="chat-list"
        className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain px-gutter py-3"
      >
        {messages.length === 0 ? (
          <p className="py-6 text-center text-note text-ink-faint">{C.empty}</p>
        ) : (
          messages.map((m) => (
            <ChatMessageRow key={m.id} message={m} mine={!m.system && myId !== null && m.userId === myId} />
          ))
        )}
      </div>
      {unseen && (
        <button
          type="button"
          onClick={scrollToBottom}
          data-testid="chat-new-pill"
          className="absolute bottom-17 left-1/2 flex min-h-9 -translate-x-1/2 items-center gap-1 rounded-pill bg-brand px-4 text-note font-medium text-ink-inverse shadow-raised"
        >
          <ArrowDownIcon className="h-4 w-4" aria-hidden />
          {C.newMessages}
        </button>
      )}
      <ChatInput chat={chat} />
    </section>
  );
}

/** Why the chat is not live (connecting, offline, refused, no such room); nothing when it is. */
function StatusBanner({ status }: { status: ChatStatus }) {
  const banner = banners[status];
  if (!banner) return null;
  return (
    <p
      role="status"
      data-testid="chat-status"
      data-status={status}
      className={clsx('px-gutter py-1 text-center text-note', banner.tone)}
    >
      {banner.text}
    </p>
  );
}

function ChatInput({ chat }: { chat: ChatState }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = chatTextProblem(text);
  const length = [...text.trim()].length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (problem === 'tooLong') return toast.error(C.tooLong(CHAT_MAX_LENGTH));
    if (problem) return;
    setBusy(true);
    const outcome = await chat.send(text);
    setBusy(false);
    // The input is kept on every failure, so the player can send it again.
    if (outcome === 'sent') setText('');
    else if (outcome === 'offline') toast.error(C.notConnected);
    else if (outcome === 'failed') toast.error(C.sendFailed);
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-line bg-surface px-gutter py-2">
      <label htmlFor="chat-input" className="sr-only">
        {C.placeholder}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id="chat-input"
          data-testid="chat-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={C.placeholder}
          enterKeyHint="send"
          autoComplete="off"
          aria-invalid={problem === 'tooLong' || undefined}
          className="h-touch w-full rounded-pill bg-surface-sunken px-4 pr-14 text-[1rem] text-ink placeholder:text-ink-faint"
        />
        {length > 0 && (
          <span
            className={clsx(
              'pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 font-num text-caption',
              problem === 'tooLong' ? 'text-danger' : 'text-ink-faint',
            )}
          >
            {length}/{CHAT_MAX_LENGTH}
          </span>
        )}
      </div>
      <button
        type="submit"
        data-testid="chat-send"
        disabled={busy || problem === 'empty'}
        className="min-h-touch min-w-touch shrink-0 rounded-pill bg-brand px-4 text-body font-medium text-ink-inverse disabled:opacity-50"
      >
        {busy ? C.sending : C.send}
      </button>
    </form>
  );
}
