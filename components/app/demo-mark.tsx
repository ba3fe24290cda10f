import * as t from '@/lib/text/zh-CN';

/**
 * The demo site's mark, on every screen: nobody mistakes the sandbox for real money. Below the
 * notch (the top inset), and a whole line box tall: a Chinese glyph is taller than the font size,
 * so with a line height of 1 its top fell outside the page.
 */
export function DemoMark() {
  return (
    <div
      role="note"
      aria-label={t.siteMode.demoMarkLabel}
      data-testid="demo-mark"
      className="pointer-events-none fixed left-1/2 top-0 z-alert -translate-x-1/2 rounded-b-control bg-gold px-2 pt-safe-top text-caption font-bold text-ink"
    >
      {t.siteMode.demoMark}
    </div>
  );
}
