import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { HallShortcuts } from './hall-shortcuts';

/**
 * The member box's frame: `children` (member summary or visitor prompt) beside the four shortcuts.
 * The container query is in rem, so it answers the text size: at 100 % the two sit side by side
 * (the summary 120 px, wider only for a balance that needs it: min-w-min); once the text is larger
 * the summary takes the width above the shortcuts, and a balance never breaks
 * (docs/ACCESSIBILITY.md#text-size).
 */
export function UserBoxFrame({ children }: { children: ReactNode }) {
  return (
    <section className="@container flex min-h-28 flex-col justify-center rounded-card bg-surface p-3 shadow-card">
      <div className="flex flex-col gap-2 @min-[20rem]:flex-row @min-[20rem]:items-center">
        <div className="flex w-30 min-w-min shrink-0 flex-col justify-center gap-1.5 border-line @max-[20rem]:w-auto @max-[20rem]:border-b @max-[20rem]:pb-2 @min-[20rem]:border-r @min-[20rem]:pr-2">
          {children}
        </div>
        <HallShortcuts />
      </div>
    </section>
  );
}

export function VisitorPrompt() {
  return (
    <>
      <p className="text-note leading-snug text-ink-muted">{t.home.loginOrRegister}</p>
      <div className="flex gap-1.5">
        {/* 44 px tap areas around 32 px pills. */}
        <Link to="/login" className="flex h-touch flex-1 items-center">
          <span className="flex h-8 w-full items-center justify-center rounded-pill bg-brand text-note font-medium text-ink-inverse">
            {t.auth.login}
          </span>
        </Link>
        <Link to={hrefTo('/login', { mode: 'register' })} className="flex h-touch flex-1 items-center">
          <span className="flex h-8 w-full items-center justify-center rounded-pill border border-brand text-note font-medium text-brand">
            {t.auth.register}
          </span>
        </Link>
      </div>
    </>
  );
}
