/**
 * The room chat socket: `/wss?roomid=<id>&_token=<api_token>`, or `/wss?roomid=<id>` and a first
 * frame `{"type":"auth","token":…}` (auth-frame.ts; docs/API.md#chat-socket).
 * Bad or missing token (or no auth frame within 5 s) → close 4001; a room id that is not an open
 * lottery room → close 4002.
 * Text `ping` → `pong`. JSON `{content, order}` → stored and broadcast to the room (every
 * server process on PostgreSQL: plugins/app/chat-fanout.ts).
 * Limits: per socket, frames other than ping (429) and a ping flood (closed); per user, chat
 * messages over all of that user's sockets in every process (429, `CHAT_RATE_PER_10S`: counted
 * in the database, with a per-process memory gate in front).
 * Guards (guards.ts, caps.ts beside this file): the Origin checked before the upgrade (403), caps on
 * sockets per member, per member in a room and per address in a process (close 4008), a heartbeat
 * that drops sockets silent for 45 s; frames are at most CHAT_MAX_FRAME_BYTES.
 * A socket lives only as long as its token. A revoked token (logoff, password change, account
 * disabled, a login over the token cap) is announced by the database on the chat channel when the
 * revoking transaction commits, in whichever process it ran, and every process closes (4001) that
 * token's sockets at once. A slow sweep catches tokens that expire by age (and any announcement
 * missed while a LISTEN connection was reconnecting).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { hashToken, userForToken } from '../../domain/accounts/sessions.ts';
import { isRestricted } from '../../domain/protection/exclusion-scope.ts';
import { USER_ACTIVE } from '../../domain/accounts/users.ts';
import { chatAuthor, isRoomId, parseChatInput, type Author } from '../../domain/chat/messages.ts';
import type { RoomMember } from '../../domain/chat/hub.ts';
import { setupChatFanout } from '../../plugins/app/chat-fanout.ts';
import { memberCacheListeners } from '../../plugins/app/member-cache.ts';
import { saveWithinAllowance, UserRateLimit } from '../../domain/chat/user-rate.ts';
import { announceLatestOrder } from '../../domain/lottery/bet-notice.ts';
import { findRoom } from '../../domain/lottery/catalog.ts';
import { str } from '../../lib/input.ts';
import { requestOrigin } from '../../lib/urls.ts';
import {
  AUTH_FRAME_TIMEOUT_MS,
  CHAT_MAX_FRAME_BYTES,
  CLOSE_BAD_ROOM,
  CLOSE_BAD_TOKEN,
  CLOSE_ROOM_FULL,
  PING_FRAME,
} from '../../../../contract/chat/rules.ts';
import { ChatSocketQuery } from '../../../../contract/chat/schemas.ts';
import { Heartbeat, originAllowed, refuseOrigin } from './guards.ts';
import { closeTokens, startTokenSweep, type SocketTokens } from './token-sweep.ts';
import { SocketCaps, type SocketHolder } from './caps.ts';
import { authFrameToken } from './auth-frame.ts';

export { CLOSE_BAD_ROOM, CLOSE_BAD_TOKEN, CLOSE_ROOM_FULL };
const CLOSE_UNSUPPORTED = 1003;
const CLOSE_POLICY = 1008;

/** Frames other than ping per socket per window: junk costs a parse, so a socket gets 20. */
const MAX_FRAMES_PER_WINDOW = 20;
/** Pings are answered every time at any honest pace (the client sends one every 3 s). */
const MAX_PINGS_PER_WINDOW = 30;
const WINDOW_MS = 10_000;
const TOO_FAST = '发言过于频繁，请稍后再试';
/** Frames that arrive before the token check finishes are held, up to this many. */
const MAX_PENDING = 10;
interface Seat {
  roomId: string;
  author: Author;
}

function errorFrame(code: number, message: string): string {
  return JSON.stringify({ code, message });
}

interface Guards {
  userLimit: UserRateLimit;
  sockets: SocketTokens;
  caps: SocketCaps;
  heartbeat: Heartbeat;
}

/** One socket's state: the query it came with, its seat once admitted, the caps it counts in, the frames held until then. */
interface Connection {
  socket: WebSocket;
  roomId: string;
  /** From the query, else from the auth frame; empty until then. */
  token: string;
  /** Waiting for the auth frame (no `_token` in the query). */
  awaitingAuth: boolean;
  member: RoomMember;
  seat: Seat | null;
  /** Where this socket is counted in the caps (released on close). */
  held: SocketHolder | null;
  pending: string[];
}

/** What the per-socket window says of a frame. */
type FrameVerdict = 'ok' | 'ping flood' | 'too fast';

/**
 * One socket's frame counters over a window: pings and other frames are counted apart, so an
 * honest client's pings never eat into its chat allowance.
 */
function frameWindow(): (text: string) => FrameVerdict {
  let windowStart = Date.now();
  let framesInWindow = 0;
  let pingsInWindow = 0;
  return (text) => {
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      framesInWindow = 0;
      pingsInWindow = 0;
    }
    if (text === PING_FRAME) {
      if (++pingsInWindow > MAX_PINGS_PER_WINDOW) return 'ping flood';
    } else if (++framesInWindow > MAX_FRAMES_PER_WINDOW) {
      return 'too fast';
    }
    return 'ok';
  };
}

/** Answers one text frame of an admitted socket: a ping, a bet notice or a chat message. */
async function handleText(
  app: FastifyInstance,
  socket: WebSocket,
  seat: Seat,
  userLimit: UserRateLimit,
  text: string,
): Promise<void> {
  if (text === PING_FRAME) return socket.send('pong');
  const input = parseChatInput(text);
  if (!input) return socket.send(errorFrame(1000, '消息内容无效（1~200字的文本）'));
  // The memory gate turns a flood away cheaply; the stored count below is the rule.
  if (!userLimit.take(seat.author.userId)) return socket.send(errorFrame(429, TOO_FAST));
  // A bet notice is the server's own summary of the player's latest order, never the client's text.
  if (input.order === 0) {
    const notice = await announceLatestOrder(app.db, seat.roomId, seat.author);
    if (notice) app.chat.broadcast(seat.roomId, notice);
    return;
  }
  const frame = await saveWithinAllowance(app.db, seat.roomId, seat.author, input, userLimit.max, userLimit.windowMs);
  if (!frame) return socket.send(errorFrame(429, TOO_FAST));
  app.chat.broadcast(seat.roomId, frame);
}

/**
 * Admits a socket: a live token of an active user, an open lottery room, a member slot and a room
 * seat, in that order (each failure closes the socket); then runs the frames held meanwhile.
 */
async function admit(
  app: FastifyInstance,
  request: FastifyRequest,
  guards: Guards,
  conn: Connection,
  run: (seat: Seat, text: string) => void,
): Promise<void> {
  const { socket, token, roomId } = conn;
  // Watched for revocation before the check, so a revocation announced meanwhile is not missed.
  if (token) guards.sockets.set(socket, hashToken(token));
  const user = token ? await userForToken(app.db, token, app.config.sessions) : null;
  if (!user || user.status !== USER_ACTIVE) return socket.close(CLOSE_BAD_TOKEN, 'authentication failed');
  // A member in a time-out or self-exclusion has no room to play in: closed like a closed room
  // (4002: the client stops reconnecting without asking for a login).
  if (app.config.protection.exclusion && (await isRestricted(app.db, app.memberCache, user.id)))
    return socket.close(CLOSE_BAD_ROOM, 'restricted');
  // Only a real, open lottery room has a chat (anything else would get a history of its own).
  const room = isRoomId(roomId) ? await findRoom(app.db, Number(roomId)) : null;
  if (!room) return socket.close(CLOSE_BAD_ROOM, 'bad room');
  if (socket.readyState !== socket.OPEN) return;
  const holder: SocketHolder = { userId: user.id, ip: request.ip, roomId };
  const refusal = guards.caps.take(holder);
  if (refusal) return socket.close(CLOSE_ROOM_FULL, refusal);
  conn.held = holder;
  if (!app.chat.join(roomId, conn.member)) return socket.close(CLOSE_ROOM_FULL, 'room full');
  const seat: Seat = { roomId, author: chatAuthor(user, requestOrigin(request, app.config.publicUrl)) };
  conn.seat = seat;
  for (const text of conn.pending.splice(0)) run(seat, text);
}

function newConnection(socket: WebSocket, request: FastifyRequest): Connection {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const token = str(query._token, 256);
  return {
    socket,
    roomId: str(query.roomid, 64),
    token,
    // `_token=` present but empty is a client without a token (closed at once), not one that will send a frame.
    awaitingAuth: !Object.hasOwn(query, '_token'),
    member: {
      send: (text) => socket.send(text),
      get isOpen() {
        return socket.readyState === socket.OPEN;
      },
    },
    seat: null,
    held: null,
    pending: [],
  };
}

/** Starts the token check; a failure is logged and closes the socket. */
function startAdmission(
  app: FastifyInstance,
  request: FastifyRequest,
  guards: Guards,
  conn: Connection,
  run: (seat: Seat, text: string) => void,
): void {
  admit(app, request, guards, conn, run).catch((error) => {
    request.log.error({ err: error }, 'socket admission failed');
    conn.socket.close(1011, 'server error');
  });
}

/**
 * A socket without `_token` must send the auth frame first and in time: its token is then
 * checked as a query's would be. Anything else first closes it with 4001.
 */
function awaitAuthFrame(conn: Connection, admitWith: () => void): (text: string) => void {
  const timer = setTimeout(() => conn.socket.close(CLOSE_BAD_TOKEN, 'no auth frame'), AUTH_FRAME_TIMEOUT_MS);
  timer.unref();
  conn.socket.once('close', () => clearTimeout(timer));
  return (text) => {
    clearTimeout(timer);
    conn.awaitingAuth = false;
    const token = authFrameToken(text);
    if (!token) return conn.socket.close(CLOSE_BAD_TOKEN, 'authentication failed');
    conn.token = token;
    admitWith();
  };
}

function handleConnection(app: FastifyInstance, socket: WebSocket, request: FastifyRequest, guards: Guards): void {
  guards.heartbeat.watch(socket);
  const conn = newConnection(socket, request);
  // One chain per socket keeps a player's messages in the order they were sent.
  let chain: Promise<void> = Promise.resolve();
  const run = (seat: Seat, text: string): void => {
    chain = chain
      .then(() => handleText(app, socket, seat, guards.userLimit, text))
      .catch((error) => {
        request.log.error({ err: error }, 'chat message failed');
        if (conn.member.isOpen) socket.send(errorFrame(500, '消息发送失败'));
      });
  };
  const judgeFrame = frameWindow();
  const admitNow = () => startAdmission(app, request, guards, conn, run);
  const authenticate = conn.awaitingAuth ? awaitAuthFrame(conn, admitNow) : null;

  // Handlers are attached synchronously so no frame is lost while the token is checked.
  socket.on('message', (data, isBinary) => {
    if (isBinary) return socket.close(CLOSE_UNSUPPORTED, 'text only');
    const text = data.toString();
    const verdict = judgeFrame(text);
    if (verdict === 'ping flood') return socket.close(CLOSE_POLICY, 'ping flood');
    if (verdict === 'too fast') return socket.send(errorFrame(429, TOO_FAST));
    if (conn.awaitingAuth && authenticate) return authenticate(text);
    if (!conn.seat) {
      if (conn.pending.length < MAX_PENDING) conn.pending.push(text);
      return;
    }
    run(conn.seat, text);
  });
  socket.on('close', () => {
    guards.sockets.delete(socket);
    if (conn.held) guards.caps.release(conn.held);
    if (conn.seat) app.chat.leave(conn.seat.roomId, conn.member);
  });

  if (!conn.awaitingAuth) admitNow();
}

const SOCKET_SCHEMA = {
  tags: ['chat'],
  summary: '房间聊天（WebSocket）',
  description:
    'Text frames: the server sends `ping` every 3 s and chat/draw frames as JSON; clients send {content, order}. Without `_token` in the URL the first frame must be {"type":"auth","token":…} (within 5 s). Close 4001 bad token, 4002 not an open room, 4008 too many sockets (the reason names the cap).',
  querystring: ChatSocketQuery,
};

export default async function chatSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: CHAT_MAX_FRAME_BYTES } });
  const sockets: SocketTokens = new Map();
  await setupChatFanout(app, {
    onRevoked: (hashes) => closeTokens(app, sockets, hashes),
    ...memberCacheListeners(app.memberCache),
  });
  // One per app: every socket of a user in this process draws on the same memory gate.
  const userLimit = new UserRateLimit(app.config.chatMessagesPer10s, WINDOW_MS);
  startTokenSweep(app, sockets);
  const heartbeat = new Heartbeat();
  app.addHook('onClose', async () => heartbeat.stop());
  const caps = new SocketCaps({
    perMember: app.config.chatSocketsPerMember,
    perAddress: app.config.chatSocketsPerAddress,
  });
  const guards: Guards = { userLimit, sockets, caps, heartbeat };
  app.get(
    '/wss',
    {
      websocket: true,
      schema: SOCKET_SCHEMA,
      // Before the upgrade: a page of another site never gets a socket.
      preValidation: async (request, reply) => {
        if (!originAllowed(request, app.config.publicUrl, app.config.allowedOrigins)) return refuseOrigin(reply);
      },
    },
    (socket, request) => handleConnection(app, socket, request, guards),
  );
}
