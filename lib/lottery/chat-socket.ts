/**
 * The room chat channel (docs/API.md#calls, docs/API.md#chat-socket): `{socketBase}/wss?roomid=…&_token=…`,
 * or, on a back end with the socketAuth extension, `{socketBase}/wss?roomid=…` and the token in the
 * first frame `{type: 'auth', token}` (so it is in no URL, no proxy's access log).
 * Reconnection with backoff is partysocket's ReconnectingWebSocket (pinned); this file adds the
 * channel's rules: a text `ping` every 3 s while open, close 4001 (bad token) and 4002 (bad room)
 * end the retries, frames are parsed into chat messages / the draw frame / error frames.
 * Nothing is queued while offline: a message that cannot go now is reported as not sent.
 */
import ReconnectingWebSocket from 'partysocket/ws';
import { getConfig, loadConfig, type RuntimeConfig } from '@/lib/config';
import { CHAT_KEEPALIVE_MS } from '@/lib/constants';
import { toChatMessage } from '@/lib/api/normalise/chat';
import { CHAT_MAX_LENGTH } from './chat-messages';
import { backendHas, EXTENSIONS } from '@/lib/api/backend';
import { AUTH_FRAME_TYPE, CLOSE_BAD_ROOM, CLOSE_BAD_TOKEN, PING_FRAME } from '@/contract/chat/rules';
import { CODE_OK } from '@/contract/common/rules';
import type { ChatMessage } from '@/lib/api/types';
import type { ChatAuthFrame, ChatSendFrame } from '@/contract/chat/schemas';
import type { WireChatMessage, WireNowData } from '@/contract/lottery/schemas';

export type ChatStatus = 'connecting' | 'online' | 'offline' | 'refused' | 'badRoom';

export { CLOSE_BAD_ROOM, CLOSE_BAD_TOKEN };

/** Backoff: 1 s, then ×1.5 per failure, at most 15 s between attempts. */
const RECONNECT = {
  minReconnectionDelay: 1000,
  reconnectionDelayGrowFactor: 1.5,
  maxReconnectionDelay: 15_000,
  connectionTimeout: 8000,
};

/** http(s)://host/prefix → ws(s)://host/prefix; a ws(s) base is kept. */
function toWsBase(base: string): string {
  return base.replace(/^http(s?):\/\//i, (_m, s: string) => `ws${s}://`);
}

/**
 * The socket URL: socketBaseUrl when configured, else the API base with http→ws, else the page
 * origin (same-origin deployments). A null token (sent in the auth frame instead) adds no `_token`.
 */
export function chatSocketUrl(
  roomId: number,
  token: string | null,
  config: RuntimeConfig = getConfig(),
  origin: string = window.location.origin,
): string {
  const base = config.socketBaseUrl || config.apiBaseUrl || origin;
  const ws = toWsBase(base.replace(/\/+$/, ''));
  const path = /\/wss$/i.test(ws) ? ws : `${ws}/wss`;
  const room = `${path}?roomid=${encodeURIComponent(String(roomId))}`;
  return token === null ? room : `${room}&_token=${encodeURIComponent(token)}`;
}

/** A parsed server frame. */
export type ChatFrame =
  | { kind: 'message'; message: ChatMessage; draw: WireNowData | null }
  | { kind: 'error'; code: number; message: string }
  | { kind: 'ignored' };

/** `pong`, junk and unknown shapes are ignored; `{code, message}` without content is an error frame. */
export function parseFrame(text: unknown): ChatFrame {
  if (typeof text !== 'string' || text === 'pong') return { kind: 'ignored' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'ignored' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'ignored' };
  const w = raw as WireChatMessage & { code?: unknown; message?: unknown };
  if (typeof w.content === 'string' && w.content !== '') {
    const draw = w.type === 'draw' && w.nowdata && typeof w.nowdata === 'object' ? w.nowdata : null;
    return { kind: 'message', message: toChatMessage(w), draw };
  }
  if (w.type === 'draw' && w.nowdata && typeof w.nowdata === 'object') {
    return { kind: 'message', message: toChatMessage({ ...w, content: '', sysmsg: 1 }), draw: w.nowdata };
  }
  if (w.code !== undefined && Number(w.code) !== CODE_OK)
    return { kind: 'error', code: Number(w.code), message: typeof w.message === 'string' ? w.message : '' };
  return { kind: 'ignored' };
}

export interface ChatSocketOptions {
  roomId: number;
  /** Read on every (re)connect, so a renewed token is used. */
  getToken: () => string | null;
  onMessage: (message: ChatMessage) => void;
  onDraw: (nowdata: WireNowData) => void;
  onError: (code: number, message: string) => void;
  onStatus: (status: ChatStatus) => void;
  /** Tests pass a fake; browsers use the global. */
  WebSocket?: unknown;
}

export class ChatSocket {
  private readonly ws: ReconnectingWebSocket;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private current: ChatStatus = 'connecting';
  private closed = false;
  /** The token the open connection must send first (null: it went in the URL). */
  private frameToken: string | null = null;

  constructor(private readonly options: ChatSocketOptions) {
    this.ws = new ReconnectingWebSocket(
      async () => {
        await loadConfig();
        const token = options.getToken() ?? '';
        // The platform's own servers only read `_token` from the URL.
        this.frameToken = (await backendHas(EXTENSIONS.socketAuth)) ? token : null;
        return chatSocketUrl(options.roomId, this.frameToken === null ? token : null);
      },
      undefined,
      {
        ...RECONNECT,
        maxEnqueuedMessages: 0,
        // A refused token or room will be refused again: do not hammer the server.
        shouldReconnectOnClose: (e) => e.code !== CLOSE_BAD_TOKEN && e.code !== CLOSE_BAD_ROOM,
        WebSocket: options.WebSocket,
      },
    );
    this.ws.addEventListener('open', this.handleOpen);
    this.ws.addEventListener('close', this.handleClose);
    this.ws.addEventListener('message', this.handleMessage);
    options.onStatus('connecting');
  }

  get status(): ChatStatus {
    return this.current;
  }

  /** true when the frame went out on an open socket; false otherwise (nothing is queued). */
  send(frame: ChatSendFrame): boolean {
    if (this.closed || this.current !== 'online') return false;
    return this.ws.send(JSON.stringify(frame));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopPing();
    this.ws.removeEventListener('open', this.handleOpen);
    this.ws.removeEventListener('close', this.handleClose);
    this.ws.removeEventListener('message', this.handleMessage);
    this.ws.close(1000, 'leaving room');
  }

  private setStatus(status: ChatStatus): void {
    if (this.current === status) return;
    this.current = status;
    this.options.onStatus(status);
  }

  private handleOpen = (): void => {
    if (this.frameToken !== null) {
      const auth: ChatAuthFrame = { type: AUTH_FRAME_TYPE, token: this.frameToken };
      this.ws.send(JSON.stringify(auth));
    }
    this.setStatus('online');
    this.stopPing();
    this.pingTimer = setInterval(() => this.ws.send(PING_FRAME), CHAT_KEEPALIVE_MS);
  };

  private handleClose = (event: { code?: number }): void => {
    this.stopPing();
    if (this.closed) return;
    if (event.code === CLOSE_BAD_TOKEN) this.setStatus('refused');
    else if (event.code === CLOSE_BAD_ROOM) this.setStatus('badRoom');
    else this.setStatus('offline');
  };

  private handleMessage = (event: MessageEvent): void => {
    const frame = parseFrame(event.data);
    if (frame.kind === 'message') {
      if (frame.draw) this.options.onDraw(frame.draw);
      if (frame.message.content !== '') this.options.onMessage(frame.message);
    } else if (frame.kind === 'error') {
      this.options.onError(frame.code, frame.message);
    }
  };

  private stopPing(): void {
    if (this.pingTimer !== undefined) clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/* ---- The room's one socket, for the bet notice on a back end that does not post it ---- */

let active: ChatSocket | null = null;

/** The screen registers its socket while it is mounted. */
export function setActiveChatSocket(socket: ChatSocket | null): void {
  active = socket;
}

/**
 * The bet notice as the client announces it (`{content, order: 0}`, docs/API.md#chat-socket), for a
 * back end without the betNotice extension. false when the chat is not connected.
 */
export function sendBetNotice(content: string): boolean {
  const text = content.trim();
  if (!active || !text) return false;
  return active.send({ content: [...text].slice(0, CHAT_MAX_LENGTH).join(''), order: 0 });
}
