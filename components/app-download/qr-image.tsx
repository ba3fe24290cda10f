'use client';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const BOX = 'h-40 w-40 rounded-control';

/**
 * The download QR: the operator's own picture when set, else one drawn here from the link (the
 * qrcode library, as a data URL, nothing fetched).
 */
export function QrImage({ image, text, alt }: { image: string; text: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (image || !text) return;
    let live = true;
    // SVG: sharp at any size and drawn without a canvas.
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setDrawn({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [image, text]);
  const src = image || (drawn?.text === text ? drawn.url : '');
  if (!src) return <Skeleton className={BOX} />;
  return (
    <img
      src={src}
      alt={alt}
      className={`${BOX} bg-surface p-1`}
      data-testid="download-qr"
      data-qr-text={image ? undefined : text}
    />
  );
}
