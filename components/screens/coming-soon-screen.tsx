'use client';
import { WrenchIcon } from '@heroicons/react/24/outline';
import type { ScreenProps } from '@/lib/router/types';
import { Link } from '@/lib/router/link';
import { t } from '@/lib/text/zh-CN';

/** Placeholder inside the shell for screens not built yet. */
export default function ComingSoonScreen(_: ScreenProps) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 py-16 text-center">
      <WrenchIcon className="h-12 w-12 text-ink-faint" aria-hidden />
      <h2 className="text-title font-semibold">{t.app.comingSoon}</h2>
      <p className="text-note text-ink-muted">{t.app.comingSoonHint}</p>
      <Link to="/" className="mt-2 flex min-h-touch items-center rounded-pill bg-brand px-6 text-body text-ink-inverse">
        {t.app.backHome}
      </Link>
    </div>
  );
}
