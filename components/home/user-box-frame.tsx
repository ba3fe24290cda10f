import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { HallShortcuts } from './hall-shortcuts';

/** The member box's frame: `children` (member summary or visitor prompt) beside the four shortcuts. */
export function UserBoxFrame({ children }: { children: ReactNode }) {
  return (
    <section className="flex min-h-28 items-center gap-2 rounded-card bg-surface p-3 shadow-card">
      <div className="flex w-30 shrink-0 flex-col justify-center gap-1.5 border-r border-line pr-2">{children}</div>
      <HallShortcuts />
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
