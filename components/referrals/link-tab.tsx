'use client';
import { useEffect, useMemo, useState } from 'react';
import { useAppInfo } from '@/lib/api/app';
import type { InviteInfo } from '@/lib/api/referrals';
import { inviteLink } from '@/lib/referrals/invite-link';
import { canvasToPng, qrCanvas } from '@/lib/referrals/poster';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { copyInviteLink } from './copy-link';
import { ShareSheet } from './share-sheet';

const I = t.invite;

/** Tab 1: the invite code and link (copy), its QR code, and 立即邀请 opening the share sheet. */
export function LinkTab({ info }: { info: InviteInfo }) {
  const { user } = useSession();
  const app = useAppInfo();
  const [qrUrl, setQrUrl] = useState('');
  const [sharing, setSharing] = useState(false);
  const link = inviteLink(info.code, info.h5Url, window.location.origin);
  const poster = useMemo(
    () => ({
      link,
      memberName: user?.username ?? '',
      siteName: app.data?.title || t.app.name,
      logoUrl: app.data?.siteLogo ?? '',
    }),
    [link, user?.username, app.data?.title, app.data?.siteLogo],
  );

  useEffect(() => {
    let url = '';
    void qrCanvas(link, 320)
      .then(canvasToPng)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setQrUrl(url);
      })
      .catch(() => undefined);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [link]);

  return (
    <div className="flex flex-col gap-3">
      <section className="flex flex-col items-center gap-3 rounded-card bg-gradient-to-br from-brand to-brand-dark p-5 text-ink-inverse shadow-card">
        <p className="text-note opacity-90">{I.myCode}</p>
        <p className="font-num text-amount font-bold" data-testid="invite-code">
          {info.code}
        </p>
        <div className="rounded-card bg-surface p-2">
          {qrUrl ? (
            <img src={qrUrl} alt={I.qrAlt} className="h-40 w-40" />
          ) : (
            <Skeleton className="h-40 w-40 rounded-control" />
          )}
        </div>
      </section>
      <section className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card">
        <p className="text-note text-ink-muted">{I.myLink}</p>
        <div className="flex items-center gap-2">
          <p className="min-w-0 flex-1 break-all font-num text-note text-ink" data-testid="invite-link">
            {link}
          </p>
          <button
            type="button"
            onClick={() => void copyInviteLink(link)}
            className="min-h-touch shrink-0 rounded-control px-3 text-note font-medium text-brand"
          >
            {I.copy}
          </button>
        </div>
      </section>
      <Button size="lg" block onClick={() => setSharing(true)}>
        {I.inviteNow}
      </Button>
      <ShareSheet open={sharing} onClose={() => setSharing(false)} poster={poster} />
    </div>
  );
}
