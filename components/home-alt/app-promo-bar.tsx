'use client';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Link } from '@/lib/router/link';
import { readString, writeString } from '@/lib/storage';
import * as t from '@/lib/text/zh-CN';
import { useHydrated } from '@/lib/use-hydrated';
import { CloseButton } from '@/components/ui/close-button';

/** Stored once dismissed: the bar stays away on this device. */
export const PROMO_DISMISSED_KEY = 'appPromoDismissed';

/** The app promo bar of the alternative home: → /app, dismissible (remembered on the device). */
export function AppPromoBar() {
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  if (!hydrated || closed || readString(PROMO_DISMISSED_KEY) === '1') return null;
  const dismiss = () => {
    writeString(PROMO_DISMISSED_KEY, '1');
    setClosed(true);
  };
  return (
    <div
      className="flex items-center gap-2 rounded-card bg-surface-inverse py-1 pl-3 pr-1 text-ink-inverse shadow-card"
      data-testid="app-promo"
    >
      <ArrowDownTrayIcon className="h-5 w-5 shrink-0 text-gold" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-body font-semibold">{t.hallAlt.promo.title}</p>
        <p className="truncate text-caption text-ink-inverse/80">{t.hallAlt.promo.text}</p>
      </div>
      <Link
        to="/app"
        className="flex h-touch shrink-0 items-center rounded-pill bg-gold px-3 text-note font-semibold text-ink"
      >
        {t.hallAlt.promo.action}
      </Link>
      <CloseButton onClick={dismiss} label={t.hallAlt.promo.dismiss} className="text-ink-inverse/80" />
    </div>
  );
}
