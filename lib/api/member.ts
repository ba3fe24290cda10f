/**
 * Member calls that the JSON client cannot make. POST /api/uploadimg is multipart,
 * and legacy servers answer it with the plain-text URL of the stored avatar
 * (docs/API.md#uploadimg), newer ones with an envelope; both count as success on HTTP 200
 * unless an envelope says otherwise. The user is reloaded afterwards.
 */
import { apiUrl, loadConfig } from '@/lib/config';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { getToken } from '@/lib/session';
import { t } from '@/lib/text/zh-CN';
import { ApiError, NetworkError } from './errors';
import { loadUser } from './user';

export const UPLOAD_AVATAR_PATH = '/api/uploadimg';
/** docs/SCREENS.md#mine: avatars are gif or png. */
export const AVATAR_TYPES = ['image/gif', 'image/png'] as const;

export const isAvatarType = (file: Pick<File, 'type'>): boolean => (AVATAR_TYPES as readonly string[]).includes(file.type);

/** The envelope's code and message if the body is one, else null (plain-text URL). */
function envelopeOf(text: string): { code: number; message: string } | null {
  try {
    const json = JSON.parse(text);
    if (json && typeof json === 'object' && 'code' in json) return { code: Number(json.code), message: String(json.message ?? '') };
  } catch {
    /* plain text */
  }
  return null;
}

/** Upload the avatar, then reload the user. Throws ApiError (message for a toast) or NetworkError. */
export async function uploadAvatar(file: File): Promise<void> {
  await loadConfig();
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  let text: string;
  try {
    // No Content-Type header: the browser adds the multipart boundary itself.
    res = await fetch(apiUrl(UPLOAD_AVATAR_PATH), { method: 'POST', headers, body: form, cache: 'no-store', signal: controller.signal });
    text = await res.text();
  } catch {
    throw new NetworkError(controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  const envelope = envelopeOf(text);
  // A server without the call (404) or any other non-200 is a failed upload.
  if (!res.ok) throw new ApiError(res.status, envelope?.message || t.mine.uploadFailed);
  if (envelope && envelope.code !== 200) throw new ApiError(envelope.code, envelope.message || t.mine.uploadFailed);
  // The avatar is stored; a failed reload only delays the new picture until the next one.
  await loadUser().catch(() => undefined);
}
