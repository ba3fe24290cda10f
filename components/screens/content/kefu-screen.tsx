'use client';
import { ChatBubbleLeftRightIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';
import { isWebUrl, useServiceUrl } from '@/lib/api/service';
import type { ScreenProps } from '@/lib/routes';
import { t } from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Below the back header (48 px + the top safe area) down to the bottom edge. */
const FILL = 'relative h-[calc(100dvh-theme(spacing.header)-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-full';

/**
 * /kefu: the operator's customer-service page (POST /api/getservicerurl → data.url)
 * in a frame, with a loading overlay until the frame has loaded, and a retry when
 * the link cannot be had.
 */
export default function KefuScreen(_: ScreenProps) {
  const { data: url, error, isValidating, mutate } = useServiceUrl();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(false), [url]);

  if (error || (url !== undefined && !isWebUrl(url))) {
    return (
      <div className={`${FILL} flex flex-col items-center justify-center gap-3 px-8 text-center`}>
        <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-brand-soft text-brand">
          {error ? <ExclamationTriangleIcon className="h-8 w-8" aria-hidden /> : <ChatBubbleLeftRightIcon className="h-8 w-8" aria-hidden />}
        </span>
        <p className="text-title font-semibold">{error ? t.kefu.failed : t.kefu.unavailable}</p>
        {error && <p className="text-note text-ink-muted">{t.kefu.failedHint}</p>}
        <Button onClick={() => void mutate()} loading={isValidating} className="mt-2 min-w-[8rem] rounded-pill">
          {t.app.retry}
        </Button>
      </div>
    );
  }

  return (
    <div className={FILL}>
      {url && (
        <iframe
          key={url}
          src={url}
          title={t.kefu.frameTitle}
          onLoad={() => setLoaded(true)}
          className="h-full w-full border-0 bg-surface"
          allow="clipboard-write; microphone; camera"
          // Third-party chat needs scripts, its own storage, forms and file pickers,
          // but never top-level navigation of our page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {!loaded && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface text-ink-muted" role="status">
          <Spinner className="h-8 w-8 text-brand" />
          <p className="text-note">{t.kefu.loading}</p>
        </div>
      )}
    </div>
  );
}
