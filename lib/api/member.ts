/**
 * Member calls: the avatar upload. POST /api/uploadimg is multipart, and legacy servers answer it
 * with the plain-text URL of the stored avatar (the contract), newer ones with an envelope; both
 * count as success. The user is reloaded afterwards.
 */
import { call } from './client';
import { loadUser } from './user';

export const UPLOAD_AVATAR_PATH = '/api/uploadimg';
/** docs/SCREENS.md#mine: avatars are gif or png. */
export const AVATAR_TYPES = ['image/gif', 'image/png'] as const;

export const isAvatarType = (file: Pick<File, 'type'>): boolean =>
  (AVATAR_TYPES as readonly string[]).includes(file.type);

/** Upload the avatar, then reload the user. Throws ApiError, AuthError or NetworkError like any call. */
export async function uploadAvatar(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await call(UPLOAD_AVATAR_PATH, form);
  // The avatar is stored; a failed reload only delays the new picture until the next one.
  await loadUser().catch(() => undefined);
}
