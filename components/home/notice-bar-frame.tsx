import { ChevronRightIcon, MegaphoneIcon } from '@heroicons/react/24/solid';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/** The notice bar's frame: megaphone, `children` (the scrolling notices or their placeholder), 更多公告. */
export function NoticeBarFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-9 items-center rounded-pill bg-surface pl-3 shadow-card">
      <MegaphoneIcon className="h-4 w-4 shrink-0 text-brand" aria-hidden />
      {children}
      <Link
        to="/message"
        className="flex h-touch shrink-0 items-center gap-0.5 self-center rounded-r-pill pl-2 pr-3 text-caption text-ink-muted"
      >
        {t.home.moreNotices}
        <ChevronRightIcon className="h-3 w-3" aria-hidden />
      </Link>
    </div>
  );
}
