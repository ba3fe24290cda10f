/**
 * The room chat socket: `/wss?roomid=<id>&_token=<api_token>` (CONTRACT §4.6).
 * Bad or missing token → close 4001. Text `ping` → `pong`. JSON `{content, order}` → stored and
 * broadcast to the room. The lottery issue adds system messages and cross-process fan-out.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { userForToken } from '../domain/accounts/sessions.ts';
import { USER_ACTIVE } from '../domain/accounts/users.ts';
import { isRoomId, parseChatInput, saveChatMessage, type Author } from '../domain/chat/messages.ts';
import type { RoomMember } from '../domain/chat/hub.ts';
import { DEFAULT_AVATAR } from '../domain/chat/history.ts';
import { str } from '../lib/input.ts';
import { requestOrigin, uploadUrl } from '../lib/urls.ts';

export const CLOSE_BAD_TOKEN = 4001;
export const CLOSE_BAD_ROOM = 4002;
export const CLOSE_ROOM_FULL = 4008;
const CLOSE_UNSUPPORTED = 1003;

/** Frames per socket per window: chat at human speed plus the 3 s ping, with room to spare. */
const MAX_FRAMES_PER_WINDOW = 20;
const WINDOW_MS = 10_000;
/** Frames that arrive before the token check finishes are held, up to this many. */
const MAX_PENDING = 10;

interface Seat {
  roomId: string;
  author: Author;
}

function errorFrame(code: number, message: string): string {
  return JSON.stringify({ code, message });
}

function handleConnection(app: FastifyInstance, socket: WebSocket, request: FastifyRequest): void {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const roomId = str(query.roomid, 64);
  const token = str(query._token, 256);
  const member: RoomMember = {
    send: (text) => socket.send(text),
    get isOpen() {
      return socket.readyState === socket.OPEN;
    },
  };
  let seat: Seat | null = null;
  const pending: string[] = [];
  // One chain per socket keeps a player's messages in the order they were sent.
  let chain: Promise<void> = Promise.resolve();
  let windowStart = Date.now();
  let framesInWindow = 0;

  const handle = async (text: string): Promise<void> => {
    if (text === 'ping') return socket.send('pong');
    const input = parseChatInput(text);
    if (!input) return socket.send(errorFrame(1000, '消息内容无效（1~200字的文本）'));
    const frame = await saveChatMessage(app.db, seat!.roomId, seat!.author, input);
    app.chat.broadcast(seat!.roomId, frame);
  };
  const run = (text: string): void => {
    chain = chain
      .then(() => handle(text))
      .catch((error) => {
        request.log.error({ err: error }, 'chat message failed');
        if (member.isOpen) socket.send(errorFrame(500, '消息发送失败'));
      });
  };

  // Handlers are attached synchronously so no frame is lost while the token is checked.
  socket.on('message', (data, isBinary) => {
    if (isBinary) return socket.close(CLOSE_UNSUPPORTED, 'text only');
    const now = Date.now();
    if (now - windowStart > WINDOW_MS) {
      windowStart = now;
      framesInWindow = 0;
    }
    if (++framesInWindow > MAX_FRAMES_PER_WINDOW) return socket.send(errorFrame(429, '发言过于频繁，请稍后再试'));
    const text = data.toString();
    if (!seat) {
      if (pending.length < MAX_PENDING) pending.push(text);
      return;
    }
    run(text);
  });
  socket.on('close', () => {
    if (seat) app.chat.leave(seat.roomId, member);
  });

  const admit = async (): Promise<void> => {
    const user = token ? await userForToken(app.db, token) : null;
    if (!user || user.status !== USER_ACTIVE) return socket.close(CLOSE_BAD_TOKEN, 'authentication failed');
    if (!isRoomId(roomId)) return socket.close(CLOSE_BAD_ROOM, 'bad room');
    if (socket.readyState !== socket.OPEN) return;
    if (!app.chat.join(roomId, member)) return socket.close(CLOSE_ROOM_FULL, 'room full');
    const origin = requestOrigin(request, app.config.publicUrl);
    seat = {
      roomId,
      author: { userId: user.id, username: user.username, avatar: uploadUrl(origin, user.avatar || DEFAULT_AVATAR) },
    };
    for (const text of pending.splice(0)) run(text);
  };
  admit().catch((error) => {
    request.log.error({ err: error }, 'socket admission failed');
    socket.close(1011, 'server error');
  });
}

export async function setupSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get('/wss', { websocket: true }, (socket, request) => handleConnection(app, socket, request));
}
