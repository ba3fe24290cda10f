/**
 * The invite poster, drawn on a canvas in the browser (no DOM screenshot, no server round trip):
 * the site's logo (or its name when the logo cannot be drawn), the member's name, the QR code of
 * the invite link and a scan hint. PNG out, so it saves and shares the same on every phone. The
 * colours are the design tokens of tailwind.config.ts.
 */
import QRCode from 'qrcode';
import tokens from '@/tailwind.config';
import * as t from '@/lib/text/zh-CN';

const C = tokens.theme.extend.colors;
const FONT = tokens.theme.extend.fontFamily.sans.join(', ');

export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 900;
const QR_SIZE = 300;

export interface PosterInput {
  link: string;
  memberName: string;
  siteName: string;
  logoUrl: string;
}

/** The QR code of `link` alone, as a canvas (for 保存二维码 and the poster). */
export async function qrCanvas(link: string, size = QR_SIZE): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, link, {
    width: size,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: C.ink.DEFAULT, light: C.surface.DEFAULT },
  });
  return canvas;
}

/** Resolves with the loaded image, or null when it cannot be drawn without tainting the canvas. */
function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

export async function drawPoster(input: PosterInput): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const [logo, qr] = await Promise.all([loadImage(input.logoUrl), qrCanvas(input.link)]);

  const bg = ctx.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  bg.addColorStop(0, C.brand.DEFAULT);
  bg.addColorStop(1, C.brand.dark);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  ctx.fillStyle = C.gold.DEFAULT;
  ctx.globalAlpha = 0.18;
  ctx.beginPath();
  ctx.arc(POSTER_WIDTH - 40, 80, 180, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;

  // Logo (its own aspect, at most 240×80), else the site name.
  ctx.textAlign = 'center';
  if (logo) {
    const scale = Math.min(240 / logo.naturalWidth || 1, 80 / logo.naturalHeight || 1);
    const w = (logo.naturalWidth || 240) * scale;
    const h = (logo.naturalHeight || 80) * scale;
    ctx.drawImage(logo, (POSTER_WIDTH - w) / 2, 56, w, h);
  } else {
    ctx.fillStyle = C.ink.inverse;
    ctx.font = `bold 44px ${FONT}`;
    ctx.fillText(input.siteName, POSTER_WIDTH / 2, 110);
  }

  ctx.fillStyle = C.ink.inverse;
  ctx.font = `bold 46px ${FONT}`;
  ctx.fillText(t.invite.posterTitle, POSTER_WIDTH / 2, 210);
  ctx.fillStyle = C.gold.soft;
  ctx.font = `28px ${FONT}`;
  ctx.fillText(t.invite.posterInvites(input.memberName), POSTER_WIDTH / 2, 262);

  // The QR on a white card.
  const card = QR_SIZE + 60;
  const cardX = (POSTER_WIDTH - card) / 2;
  const cardY = 320;
  ctx.fillStyle = C.surface.DEFAULT;
  roundRect(ctx, cardX, cardY, card, card + 70, 28);
  ctx.fill();
  ctx.drawImage(qr, cardX + 30, cardY + 30, QR_SIZE, QR_SIZE);
  ctx.fillStyle = C.ink.muted;
  ctx.font = `24px ${FONT}`;
  ctx.fillText(t.invite.posterScan, POSTER_WIDTH / 2, cardY + card + 34);

  ctx.fillStyle = C.ink.inverse;
  ctx.globalAlpha = 0.85;
  ctx.font = `22px ${FONT}`;
  ctx.fillText(input.siteName, POSTER_WIDTH / 2, POSTER_HEIGHT - 48);
  ctx.globalAlpha = 1;
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
