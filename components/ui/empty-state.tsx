import { InboxIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';
import type { ReactNode } from 'react';

export function EmptyState({ text = t.app.empty, action }: { text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-12 text-ink-faint">
      <InboxIcon className="h-12 w-12" aria-hidden />
      <p className="text-body">{text}</p>
      {action}
    </div>
  );
}
