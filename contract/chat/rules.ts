/** Room chat over the socket: close codes and limits both programs use. */

/** Bad or missing token: the client stops reconnecting and asks for a login. */
export const CLOSE_BAD_TOKEN = 4001;
/** The room is not an open lottery room: the client stops reconnecting. */
export const CLOSE_BAD_ROOM = 4002;
/** Too many sockets for one member, one address or one room (the close reason names which). */
export const CLOSE_ROOM_FULL = 4008;

/**
 * A socket opened without a `_token` key in its URL authenticates with its first frame
 * `{"type": "auth", "token": "<api_token>"}` (so the token is in no URL, no proxy log); one that
 * sends anything else first, or nothing within AUTH_FRAME_TIMEOUT_MS, closes with 4001.
 */
export const AUTH_FRAME_TYPE = 'auth';
export const AUTH_FRAME_TIMEOUT_MS = 5_000;

/** Longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 200;
/** Largest frame the socket accepts, in bytes. */
export const CHAT_MAX_FRAME_BYTES = 4096;
/** The server's keep-alive text frame. */
export const PING_FRAME = 'ping';
/** Author name of system frames. */
export const SYSTEM_AUTHOR = '系统';
