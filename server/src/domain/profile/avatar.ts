/**
 * Avatars. The type is decided by the file's first bytes (PNG, JPEG or GIF signatures), never by
 * its name or Content-Type, so a renamed HTML or SVG file is refused. The picture is then decoded
 * and re-encoded by sharp (at most 256×256, EXIF orientation applied, every metadata chunk dropped:
 * GPS, camera, comments, and anything smuggled after the image data), saved under
 * DATA_DIR/avatars with a random name, and the member's previous upload is removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_MAX_SIDE } from '../../../../contract/profile/rules.ts';
import { one, type Queryable } from '../../db/types.ts';

export type ImageKind = 'png' | 'jpeg' | 'gif';

/** Stored avatars are `avatar/<32 hex>.<png|jpg>` (served at /uploads/avatar/…). */
export const AVATAR_PREFIX = 'avatar/';
export const AVATAR_NAME_RE = /^[0-9a-f]{32}\.(png|jpg)$/;

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return null;
}

export const avatarDir = (dataDir: string) => join(dataDir, 'avatars');

/**
 * The re-encoded picture: JPEG stays JPEG, PNG and GIF (first frame) become PNG. Throws when the
 * bytes do not decode as the image they claim to be.
 */
export async function reencode(bytes: Buffer, kind: ImageKind): Promise<{ data: Buffer; ext: 'png' | 'jpg' }> {
  // Loaded on the first upload: libvips costs an idle process ~20 MB it rarely needs.
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { animated: false, limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'cover', withoutEnlargement: true });
  if (kind === 'jpeg') return { data: await image.jpeg({ quality: 85 }).toBuffer(), ext: 'jpg' };
  return { data: await image.png().toBuffer(), ext: 'png' };
}

/** Stores the new avatar, points the member at it and removes their previous upload. */
export async function saveAvatar(
  q: Queryable,
  dataDir: string,
  userId: number,
  picture: { data: Buffer; ext: 'png' | 'jpg' },
): Promise<string> {
  const dir = avatarDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${picture.ext}`;
  await writeFile(join(dir, name), picture.data, { mode: 0o644 });
  const previous = await one<{ avatar: string }>(q, 'SELECT avatar FROM users WHERE id = $1 FOR NO KEY UPDATE', [
    userId,
  ]);
  await q.query('UPDATE users SET avatar = $2, updated_at = now() WHERE id = $1', [userId, AVATAR_PREFIX + name]);
  const old = previous?.avatar ?? '';
  // Only our own uploads are removed (the demo avatars are shared assets).
  if (old.startsWith(AVATAR_PREFIX) && AVATAR_NAME_RE.test(old.slice(AVATAR_PREFIX.length))) {
    await rm(join(dir, old.slice(AVATAR_PREFIX.length)), { force: true });
  }
  return AVATAR_PREFIX + name;
}
