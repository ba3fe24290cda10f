/**
 * Saving a generated picture. Browsers that honour `<a download>` get a file; iOS (Safari and
 * the home-screen app, where a blob download does not start) gets the picture shown full size
 * with 长按图片保存到相册, since a long press there offers 存储图像.
 */

/** iPhone and iPad, iPadOS included (it reports itself as a Mac with touch). */
export function cannotDownload(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Starts a download of `blob` as `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Long enough for the download to have started.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
