/**
 * Avatars are made small in the browser before they are sent: decoded, drawn at most 256×256
 * (cover-cropped to a square, like the round avatar shows it) and re-encoded, which also drops
 * the photo's metadata (location, camera). JPEG stays JPEG; PNG and GIF become PNG.
 */
import { AVATAR_MAX_SIDE } from '@/contract/profile/rules';

export async function downscaleAvatar(file: Blob & { name?: string; type: string }): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const side = Math.min(AVATAR_MAX_SIDE, bitmap.width, bitmap.height);
    const crop = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, (bitmap.width - crop) / 2, (bitmap.height - crop) / 2, crop, crop, 0, 0, side, side);
    const type = file.type === 'image/jpeg' || file.type === 'image/jpg' ? 'image/jpeg' : 'image/png';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.88));
    if (!blob) throw new Error('canvas encoding failed');
    return new File([blob], type === 'image/jpeg' ? 'avatar.jpg' : 'avatar.png', { type });
  } finally {
    bitmap.close();
  }
}
