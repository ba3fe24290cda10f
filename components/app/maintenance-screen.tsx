import { WrenchScrewdriverIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';

/** docs/SCREENS.md#maintenance: only the repair notice, nothing else of the app. */
export function MaintenanceScreen({ tips }: { tips: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center gap-4 bg-surface px-8 pb-safe-bottom pt-safe-top text-center">
      <span className="flex h-20 w-20 items-center justify-center rounded-pill bg-brand-soft text-brand">
        <WrenchScrewdriverIcon className="h-10 w-10" aria-hidden />
      </span>
      <h1 className="text-headline font-bold">{t.maintenance.title}</h1>
      <p data-testid="repair-tips" className="whitespace-pre-line text-body text-ink-muted">
        {tips || t.maintenance.fallback}
      </p>
    </main>
  );
}
