import * as t from '@/lib/text/zh-CN';

/** The demo site's mark, on every screen: nobody mistakes the sandbox for real money. */
export function DemoMark() {
  return (
    <div
      role="note"
      aria-label={t.siteMode.demoMarkLabel}
      data-testid="demo-mark"
      className="pointer-events-none fixed left-1/2 top-0 z-alert -translate-x-1/2 rounded-b-control bg-gold px-2 pb-0.5 pt-safe-top text-caption font-bold leading-none text-ink"
    >
      {t.siteMode.demoMark}
    </div>
  );
}
