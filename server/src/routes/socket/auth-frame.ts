/**
 * The chat socket's first-frame authentication (contract/chat/rules.ts AUTH_FRAME_TYPE): a socket
 * opened without `_token` names its token in `{"type": "auth", "token": …}`, so the token travels
 * in no URL and reaches no access log.
 */
import { str } from '../../lib/input.ts';
import { parseJsonObject } from '../../lib/json-object.ts';
import { AUTH_FRAME_TYPE } from '../../../../contract/chat/rules.ts';

/** The token of an auth frame; null for any other frame (the socket then closes with 4001). */
export function authFrameToken(text: string): string | null {
  const parsed = parseJsonObject(text);
  if (!parsed) return null;
  const { type, token } = parsed;
  if (type !== AUTH_FRAME_TYPE || typeof token !== 'string') return null;
  return str(token, 256) || null;
}
