'use client';
import { CameraIcon } from '@heroicons/react/20/solid';
import { useRef, useState } from 'react';
import { isAvatarType, uploadAvatar, AVATAR_TYPES } from '@/lib/api/member';
import { useSubmit } from '@/lib/api/use-submit';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Spinner } from '@/components/ui/spinner';

/** docs/SCREENS.md#mine: tap the avatar to choose a gif or png; upload, then the user reloads. */
export function AvatarUpload({ src, name }: { src: string; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { submit, busy } = useSubmit();
  const [broken, setBroken] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // choosing the same file again still fires
    if (!file) return;
    if (!isAvatarType(file)) {
      toast.error(t.mine.avatarTypes);
      return;
    }
    const done = await submit(() => uploadAvatar(file), { refusalText: t.mine.uploadFailed });
    if (!done.ok) return;
    setBroken(false);
    toast.success(t.mine.uploadSuccess);
  };

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
        className="relative h-16 w-16 shrink-0 rounded-pill ring-2 ring-surface/70"
      >
        {src && !broken ? (
          <img
            src={src}
            alt=""
            onError={() => setBroken(true)}
            className="h-full w-full rounded-pill bg-surface object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center rounded-pill bg-gradient-to-br from-gold to-gold-dark text-headline font-bold text-ink-inverse">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="absolute -bottom-0.5 -right-0.5 flex h-5 w-5 items-center justify-center rounded-pill bg-surface text-brand shadow-card">
          {busy ? <Spinner className="h-3 w-3" /> : <CameraIcon className="h-3 w-3" aria-hidden />}
        </span>
      </button>
    </>
  );
}
