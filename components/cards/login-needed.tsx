import { LockClosedIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import { t } from '@/lib/text/zh-CN';

/**
 * docs/SCREENS.md#route-table lists card management among the screens open to visitors, but a visitor has no
 * cards: say so and offer the login, coming back here afterwards.
 */
export function LoginNeeded({ returnTo }: { returnTo: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-8 py-16 text-center">
      <LockClosedIcon className="h-12 w-12 text-ink-faint" aria-hidden />
      <p className="text-body text-ink-muted">{t.auth.pleaseLogin}</p>
      <Link to={hrefTo('/login', { redirect: returnTo })} className="flex min-h-touch items-center rounded-pill bg-brand px-8 text-body text-ink-inverse">
        {t.home.goLogin}
      </Link>
    </div>
  );
}
