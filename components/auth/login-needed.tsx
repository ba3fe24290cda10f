import { LockClosedIcon, WalletIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';

/** Per screen family: its icon, why a login is needed, and the button. */
const VARIANTS = {
  wallet: { Icon: WalletIcon, message: t.wallet.signIn, action: t.wallet.signInAction },
  cards: { Icon: LockClosedIcon, message: t.auth.pleaseLogin, action: t.home.goLogin },
} as const;

interface LoginNeededProps {
  variant: keyof typeof VARIANTS;
  /** Where the login returns to (the screen the visitor is on, with its query). */
  returnTo: string;
}

/**
 * What a visitor sees on the routes open to visitors that only make sense with an account
 * (wallet, deposit details, card management): why, and a login that comes back here.
 */
export function LoginNeeded({ variant, returnTo }: LoginNeededProps) {
  const { Icon, message, action } = VARIANTS[variant];
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <Icon className="h-12 w-12 text-ink-faint" aria-hidden />
      <p className="text-body text-ink-muted">{message}</p>
      <Link
        to={hrefTo('/login', { redirect: returnTo })}
        className="flex min-h-touch items-center rounded-pill bg-brand px-8 text-body font-medium text-ink-inverse"
      >
        {action}
      </Link>
    </div>
  );
}
