import { WalletIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import { currentLocation } from '@/lib/router/location';
import { t } from '@/lib/text/zh-CN';

/** What a visitor sees on the open wallet routes (/account, /payInfo): a way to log in and come back. */
export function SignInNotice() {
  const back = currentLocation().full;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <WalletIcon className="h-12 w-12 text-ink-faint" aria-hidden />
      <p className="text-body text-ink-muted">{t.wallet.signIn}</p>
      <Link to={hrefTo('/login', { redirect: back })} className="flex min-h-touch items-center rounded-pill bg-brand px-8 text-body font-medium text-ink-inverse">
        {t.wallet.signInAction}
      </Link>
    </div>
  );
}
