'use client';
import { ChatBubbleLeftRightIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { isWebUrl, useServiceUrl } from '@/lib/api/service';
import type { ScreenProps } from '@/lib/router/types';
import { t } from '@/lib/text/zh-CN';
import { FrameNotice } from '@/components/ui/frame-notice';
import { WebFrame } from '@/components/ui/web-frame';

/**
 * /kefu: the operator's customer-service page (POST /api/getservicerurl → data.url)
 * in a frame, with a loading overlay until the frame has loaded, and a retry when
 * the link cannot be had.
 */
export default function KefuScreen(_: ScreenProps) {
  const { data: url, error, isValidating, mutate } = useServiceUrl();

  if (error || (url !== undefined && !isWebUrl(url))) {
    return (
      <FrameNotice
        icon={error ? ExclamationTriangleIcon : ChatBubbleLeftRightIcon}
        title={error ? t.kefu.failed : t.kefu.unavailable}
        hint={error ? t.kefu.failedHint : undefined}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    );
  }

  return (
    <WebFrame
      src={url || undefined}
      title={t.kefu.frameTitle}
      loadingText={t.kefu.loading}
      allow="clipboard-write; microphone; camera"
    />
  );
}
