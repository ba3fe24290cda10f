import * as t from '@/lib/text/zh-CN';

/** The brand band above the login and registration forms. */
export function AuthHero({ subtitle }: { subtitle?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 bg-gradient-to-b from-brand to-brand-dark px-gutter pb-10 pt-6 text-ink-inverse">
      <span className="flex h-14 w-14 items-center justify-center rounded-card bg-surface text-headline font-black text-brand shadow-raised">
        TG
      </span>
      <p className="text-title font-semibold">{t.auth.welcome}</p>
      {subtitle && <p className="text-note opacity-80">{subtitle}</p>}
    </div>
  );
}
