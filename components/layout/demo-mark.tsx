'use client';
import { useAppInfo } from '@/lib/api/app';
import * as t from '@/lib/text/zh-CN';

/**
 * The demo site's mark (演示站), so nobody mistakes the sandbox for real money: a part of every
 * screen's header, laid out beside the title and the controls rather than over them, so it never
 * covers them at any text size. Each header gives it a place that is free without it (a spare
 * column, the line under the site name): it arrives with /api/app without moving anything.
 * Nothing on the live site or an operator's server.
 */
export function DemoMark({ className }: { className?: string }) {
  const { data: app } = useAppInfo();
  if (!app?.demoSite) return null;
  return (
    <span
      role="note"
      aria-label={t.siteMode.demoMarkLabel}
      data-testid="demo-mark"
      className={`whitespace-nowrap rounded-control bg-gold px-1.5 text-caption font-bold text-ink ${className ?? ''}`}
    >
      {t.siteMode.demoMark}
    </span>
  );
}
