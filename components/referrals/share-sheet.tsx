'use client';
import { ArrowDownTrayIcon, LinkIcon, QrCodeIcon, ShareIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useState, type ComponentType } from 'react';
import { canvasToPng, drawPoster, qrCanvas, type PosterInput } from '@/lib/referrals/poster';
import { cannotDownload, downloadBlob } from '@/lib/referrals/save-image';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { copyInviteLink } from './copy-link';

const I = t.invite;

/** A saved picture iOS cannot download: shown full size to long-press. */
interface LongPress {
  url: string;
  alt: string;
}

/**
 * The share sheet over the invite poster: save link (clipboard), save image (the poster as PNG),
 * save QR code (PNG), the system share sheet where the browser has one, cancel.
 */
export function ShareSheet({ open, onClose, poster }: { open: boolean; onClose: () => void; poster: PosterInput }) {
  const { posterBlob, posterUrl } = usePosterPng(open, poster);
  const { longPress, save, closeLongPress } = useSavePicture();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const saveImage = () =>
    posterBlob ? save(posterBlob, 'invite-poster.png', I.posterAlt) : toast.error(I.posterLoading);
  const saveQr = async () => {
    try {
      save(await canvasToPng(await qrCanvas(poster.link, 480)), 'invite-qrcode.png', I.qrAlt);
    } catch {
      toast.error(I.imageFailed);
    }
  };
  const actions: ShareAction[] = [
    { label: I.saveLink, icon: LinkIcon, run: () => copyInviteLink(poster.link) },
    { label: I.saveImage, icon: ArrowDownTrayIcon, run: saveImage },
    { label: I.saveQr, icon: QrCodeIcon, run: saveQr },
    ...(canShare ? [{ label: I.share, icon: ShareIcon, run: () => shareInvite(poster, posterBlob) }] : []),
  ];

  return (
    <>
      <Modal
        open={open && !longPress}
        onClose={onClose}
        placement="sheet"
        hideClose
        testId="share-sheet"
        className="overflow-hidden"
      >
        <div className="flex justify-center bg-page px-gutter pt-4">
          {posterUrl ? (
            <img src={posterUrl} alt={I.posterAlt} className="h-[42vh] rounded-card object-contain shadow-raised" />
          ) : (
            <Skeleton className="aspect-2/3 h-[42vh] rounded-card" />
          )}
        </div>
        <p className="pt-3 text-center text-title font-semibold text-ink">{I.sheetTitle}</p>
        <ActionGrid actions={actions} />
        <button
          type="button"
          onClick={onClose}
          className="min-h-touch w-full border-t-8 border-page py-3 text-body text-ink-muted"
        >
          {I.cancel}
        </button>
      </Modal>
      <Modal open={!!longPress} onClose={closeLongPress} title={I.longPressHint} testId="long-press">
        {longPress && (
          <div className="flex flex-col items-center gap-3 px-gutter pb-4">
            {/* Not draggable or selectable otherwise: iOS offers 存储图像 on a long press of an <img>. */}
            <img src={longPress.url} alt={longPress.alt} className="max-h-[60vh] rounded-card object-contain" />
            <p className="text-note text-ink-muted">{I.longPressHint}</p>
          </div>
        )}
      </Modal>
    </>
  );
}

/** The poster drawn as a PNG while the sheet is open, and an object URL to show it (revoked after). */
function usePosterPng(open: boolean, poster: PosterInput) {
  const [posterBlob, setPosterBlob] = useState<Blob | null>(null);
  const [posterUrl, setPosterUrl] = useState('');
  useEffect(() => {
    if (!open) return;
    let url = '';
    let cancelled = false;
    drawPoster(poster)
      .then(canvasToPng)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPosterBlob(blob);
        setPosterUrl(url);
      })
      .catch(() => !cancelled && toast.error(I.imageFailed));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [open, poster]);
  return { posterBlob, posterUrl };
}

/** Saves a picture as a download, or where iOS cannot download, holds it to be shown for a long press. */
function useSavePicture() {
  const [longPress, setLongPress] = useState<LongPress | null>(null);
  const save = (blob: Blob, filename: string, alt: string) => {
    if (cannotDownload()) {
      setLongPress({ url: URL.createObjectURL(blob), alt });
      return;
    }
    downloadBlob(blob, filename);
    toast.success(I.imageSaved);
  };
  const closeLongPress = () => {
    if (longPress) URL.revokeObjectURL(longPress.url);
    setLongPress(null);
  };
  return { longPress, save, closeLongPress };
}

/** The system share sheet: the poster as a file where the browser shares files, else the link. */
async function shareInvite(poster: PosterInput, posterBlob: Blob | null) {
  const text = I.shareText(poster.siteName);
  const file = posterBlob ? new File([posterBlob], 'invite-poster.png', { type: 'image/png' }) : null;
  try {
    if (file && navigator.canShare?.({ files: [file] }))
      await navigator.share({ files: [file], text, url: poster.link });
    else await navigator.share({ title: poster.siteName, text, url: poster.link });
  } catch {
    /* the member closed the system sheet */
  }
}

interface ShareAction {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  run: () => unknown;
}

/** The sheet's round action buttons, three or four to a row. */
function ActionGrid({ actions }: { actions: ShareAction[] }) {
  return (
    <div className={clsx('grid gap-2 px-gutter py-3', actions.length > 3 ? 'grid-cols-4' : 'grid-cols-3')}>
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          onClick={() => void a.run()}
          className="flex min-h-touch flex-col items-center gap-1.5 rounded-control py-2 text-note text-ink active:bg-surface-sunken"
        >
          <span className="flex h-11 w-11 items-center justify-center rounded-pill bg-brand-soft text-brand">
            <a.icon className="h-6 w-6" aria-hidden />
          </span>
          {a.label}
        </button>
      ))}
    </div>
  );
}
