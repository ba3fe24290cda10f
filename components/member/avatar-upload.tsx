'use client';
import { CameraIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { isAvatarType, uploadAvatar, AVATAR_TYPES, type UploadStage } from '@/lib/api/member';
import { useSubmit } from '@/lib/api/use-submit';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Spinner } from '@/components/ui/spinner';

/**
 * docs/SCREENS.md#mine: tap the avatar to choose a png, jpg or gif (anything else is refused here,
 * before any upload); it is shrunk to at most 256×256, uploaded with its progress shown over the
 * picture, then the user reloads.
 */
export function AvatarUpload({ src, name, size = 'md' }: { src: string; name: string; size?: 'md' | 'lg' }) {
  const input = useRef<HTMLInputElement>(null);
  const { submit, busy } = useSubmit();
  const [broken, setBroken] = useState(false);
  const [stage, setStage] = useState<UploadStage | null>(null);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // choosing the same file again still fires
    if (!file) return;
    if (!isAvatarType(file)) {
      toast.error(t.mine.avatarTypes);
      return;
    }
    const done = await submit(() => uploadAvatar(file, setStage), { refusalText: t.mine.uploadFailed });
    setStage(null);
    if (!done.ok) return;
    setBroken(false);
    toast.success(t.mine.uploadSuccess);
  };

  const box = size === 'lg' ? 'h-20 w-20' : 'h-16 w-16';
  return (
    <>
      {/* Outside the button: a control inside a button is invalid and its click would bubble back. */}
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="hidden"
        data-testid="avatar-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={t.mine.changeAvatar}
        aria-busy={busy}
        className={clsx('relative shrink-0 rounded-pill ring-2 ring-surface/70', box)}
      >
        {src && !broken ? (
          <img
            src={src}
            alt=""
            data-testid="avatar-image"
            onError={() => setBroken(true)}
            className="h-full w-full rounded-pill bg-surface object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center rounded-pill bg-gradient-to-br from-gold to-gold-dark text-headline font-bold text-ink-inverse">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        {stage && (
          <span
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 rounded-pill bg-overlay text-caption text-ink-inverse"
          >
            <Spinner className="h-4 w-4" />
            {stage === 'resizing' ? t.mine.resizing : t.mine.uploading}
          </span>
        )}
        <span className="absolute -bottom-0.5 -right-0.5 flex h-5 w-5 items-center justify-center rounded-pill bg-surface text-brand shadow-card">
          <CameraIcon className="h-3 w-3" aria-hidden />
        </span>
      </button>
    </>
  );
}
