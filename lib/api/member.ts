/**
 * Member calls: the avatar upload and the profile update. POST /api/uploadimg is multipart, and
 * legacy servers answer it with the plain-text URL of the stored avatar (the contract), newer
 * ones with an envelope; both count as success. The user is reloaded afterwards.
 */
import { AVATAR_MIME_TYPES } from '@/contract/profile/rules';
import type { UpdateUserInfoBody } from '@/contract/profile/schemas';
import { downscaleAvatar } from '@/lib/member/downscale';
import { call } from './client';
import { loadUser } from './user';

export const UPLOAD_AVATAR_PATH = '/api/uploadimg';
export const UPDATE_USER_INFO_PATH = '/api/updateuserinfo';
/** docs/SCREENS.md#mine: avatars are png, jpg or gif (the picker offers these; others are refused before upload). */
export const AVATAR_TYPES = [...AVATAR_MIME_TYPES, 'image/jpg'] as const;

export const isAvatarType = (file: Pick<File, 'type'>): boolean =>
  (AVATAR_TYPES as readonly string[]).includes(file.type);

export type UploadStage = 'resizing' | 'uploading';

/**
 * Shrink the picture to at most 256×256 in the browser, upload it, then reload the user.
 * Throws ApiError, AuthError or NetworkError like any call; a picture the browser cannot decode
 * is sent as chosen and the server decides.
 */
export async function uploadAvatar(file: File, onStage: (stage: UploadStage) => void = () => {}): Promise<void> {
  onStage('resizing');
  const small = await downscaleAvatar(file).catch(() => file);
  onStage('uploading');
  const form = new FormData();
  form.append('file', small, small.name);
  await call(UPLOAD_AVATAR_PATH, form);
  // The avatar is stored; a failed reload only delays the new picture until the next one.
  await loadUser().catch(() => undefined);
}

/** POST /api/updateuserinfo (all three keys), then the user is reloaded; resolves with 操作成功. */
export async function updateUserInfo(body: UpdateUserInfoBody): Promise<string> {
  const { message } = await call(UPDATE_USER_INFO_PATH, body);
  await loadUser().catch(() => undefined);
  return message;
}
