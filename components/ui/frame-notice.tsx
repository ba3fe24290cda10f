'use client';
import type { ComponentType, SVGProps } from 'react';
import * as t from '@/lib/text/zh-CN';
import { Button } from './button';
import { FRAME_FILL } from './web-frame';

export interface FrameNoticeProps {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  hint?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The button's text; 重试 unless said otherwise. */
  actionLabel?: string;
  /** The box; the screen below the header (FRAME_FILL) unless said otherwise (a sheet). */
  fill?: string;
}

/** In place of a framed page that cannot be shown: what happened and one way on (a retry). /kefu, /gamePage. */
export function FrameNotice({
  icon: Icon,
  title,
  hint,
  onRetry,
  retrying,
  actionLabel = t.app.retry,
  fill = FRAME_FILL,
}: FrameNoticeProps) {
  return (
    <div className={`${fill} flex flex-col items-center justify-center gap-3 px-8 text-center`}>
      <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-brand-soft text-brand">
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      <p className="text-title font-semibold">{title}</p>
      {hint && <p className="text-note text-ink-muted">{hint}</p>}
      {onRetry && (
        <Button onClick={onRetry} loading={retrying} className="mt-2 min-w-32 rounded-pill">
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
