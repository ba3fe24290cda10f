'use client';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';

const C = t.app.crashed;

/**
 * What a screen that failed leaves in its place (components/app/hash-router.tsx; the app root shows
 * it for the whole site): what happened, in the player's language, and the way back, a reload (the
 * page starts again from its hash, with the chunks of the version now deployed).
 */
export function CrashNotice({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-gutter py-16 text-center">
      <ExclamationTriangleIcon className="h-12 w-12 text-ink-faint" aria-hidden />
      <h2 className="text-title font-semibold text-ink">{C.title}</h2>
      <p className="text-body text-ink-muted">{C.body}</p>
      <Button size="lg" onClick={onReload}>
        {C.reload}
      </Button>
    </div>
  );
}
