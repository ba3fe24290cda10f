/** Room chat: history rows, socket frames and what a client sends. */
import { Type, type Static } from 'typebox';
import { Maybe, WireDateTime, WireFlag } from '../common/schemas.ts';
import { AUTH_FRAME_TYPE } from './rules.ts';

const NumText = Type.Union([Type.Number(), Type.String()]);

/** A chat row without the draw frame's nowdata (history rows and plain frames). */
export const ChatHistoryMessage = Type.Object({
  id: Type.Optional(NumText),
  user_id: Maybe(NumText),
  author: Type.Optional(Type.String()),
  avatar: Maybe(Type.String()),
  headurl: Maybe(Type.String({ description: "The avatar's other spelling." })),
  content: Type.Optional(Type.String()),
  sysmsg: Type.Optional(WireFlag),
  order: Type.Optional(WireFlag),
  time: Type.Optional(WireDateTime),
  created_at: Type.Optional(WireDateTime),
  type: Type.Optional(Type.String({ description: "'draw' on the draw frame." })),
});

/** Client → socket: chat (order 1) or a bet notice after a successful lotteryOrder (order 0). */
export const ChatSendFrame = Type.Object({
  content: Type.String(),
  order: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ChatSendFrame = Static<typeof ChatSendFrame>;

/** Client → socket, first frame of a socket opened without `_token` (contract/chat/rules.ts). */
export const ChatAuthFrame = Type.Object({
  type: Type.Literal(AUTH_FRAME_TYPE),
  token: Type.String({ description: 'The api_token.' }),
});
export type ChatAuthFrame = Static<typeof ChatAuthFrame>;

/** The socket's query: the room and the member's token. */
export const ChatSocketQuery = Type.Object({
  room_id: Type.Optional(
    Type.Unknown({ description: 'An open lottery room id; otherwise the socket closes with 4002.' }),
  ),
  token: Type.Optional(Type.Unknown({ description: 'The api_token; bad or missing closes with 4001.' })),
});

/** The reference server's chat frame (every key present). */
export const ChatFrame = Type.Object({
  id: Type.Number(),
  user_id: Type.Number(),
  author: Type.String(),
  avatar: Type.String(),
  content: Type.String(),
  sysmsg: Type.Number(),
  order: Type.Number(),
  time: WireDateTime,
});
export type ChatFrame = Static<typeof ChatFrame>;

/** The reference server's chat history row: a frame that also carries `created_at`. */
export const ChatHistoryRow = Type.Object({ ...ChatFrame.properties, created_at: WireDateTime });
export type ChatHistoryRow = Static<typeof ChatHistoryRow>;
