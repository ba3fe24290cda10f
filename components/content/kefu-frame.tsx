'use client';
import { ChatBubbleLeftRightIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { isWebUrl, useServiceUrl } from '@/lib/api/service';
import * as t from '@/lib/text/zh-CN';
import { FrameNotice } from '@/components/ui/frame-notice';
import { WebFrame } from '@/components/ui/web-frame';

/**
 * The operator's customer-service page (POST /api/getservicerurl → data.url) in a frame, with a
 * loading overlay until it has loaded and a retry when the link cannot be had. The /kefu screen
 * and the tab bar's service sheet show it; `fill` sizes it (the screen by default).
 */
export function KefuFrame({ fill }: { fill?: string }) {
  const { data: url, error, isValidating, mutate } = useServiceUrl();

  if (error || (url !== undefined && !isWebUrl(url))) {
    return (
      <FrameNotice
        icon={error ? ExclamationTriangleIcon : ChatBubbleLeftRightIcon}
        title={error ? t.kefu.failed : t.kefu.unavailable}
        hint={error ? t.kefu.failedHint : undefined}
        onRetry={() => void mutate()}
        retrying={isValidating}
        fill={fill}
      />
    );
  }

  return (
    <WebFrame
      src={url || undefined}
      title={t.kefu.frameTitle}
      loadingText={t.kefu.loading}
      allow="clipboard-write; microphone; camera"
      fill={fill}
    />
  );
}
