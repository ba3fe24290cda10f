'use client';
import { ArrowDownTrayIcon, DevicePhoneMobileIcon } from '@heroicons/react/24/outline';
import { useAppInfo } from '@/lib/api/app';
import { isWebUrl } from '@/lib/api/service';
import { currentIsIosSafari } from '@/lib/home/platform';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { useHydrated } from '@/lib/use-hydrated';
import { QrImage } from '@/components/app-download/qr-image';
import { A2hsSteps } from '@/components/home/a2hs-steps';
import { BannerCarousel } from '@/components/home/banner-carousel';

/** The /app page's banners advance every 3 s (the hall's every 5). */
export const APP_BANNER_INTERVAL_MS = 3000;

const A = t.discover.app;

/** What the QR carries: the iOS link, else the Android one, else the site itself (the PWA is the app). */
export function qrText(links: { ios: string; android: string; site: string }): string {
  return [links.ios, links.android, links.site].find((u) => isWebUrl(u)) ?? '';
}

/**
 * /app (login required, docs/SCREENS.md#app): the download page from the app settings — its
 * banners, the iOS and Android links, the QR (the operator's picture or drawn from the link) —
 * and on iOS Safari the add-to-home-screen steps, since the PWA is the app.
 */
export default function AppScreen(_: ScreenProps) {
  const { data: app } = useAppInfo();
  const hydrated = useHydrated();
  const ios = app?.iosDownloadUrl ?? '';
  const android = app?.androidDownloadUrl ?? '';
  const site = app?.h5Url || (hydrated ? window.location.origin : '');
  return (
    <div className="flex flex-col gap-3 p-gutter" data-testid="app-download">
      <BannerCarousel intervalMs={APP_BANNER_INTERVAL_MS} />
      <section className="flex flex-col items-center gap-3 rounded-card bg-surface p-5 text-center shadow-card">
        <DevicePhoneMobileIcon className="h-10 w-10 text-brand" aria-hidden />
        <h2 className="text-headline font-semibold text-ink">{A.heading}</h2>
        <p className="text-note text-ink-muted">{A.subheading}</p>
        <QrImage image={app?.iosDownloadQr ?? ''} text={qrText({ ios, android, site })} alt={A.qrAlt} />
        <p className="text-caption text-ink-muted">{A.qrHint}</p>
        <div className="flex w-full gap-2">
          {isWebUrl(ios) && <DownloadLink href={ios} label={A.ios} />}
          {isWebUrl(android) && <DownloadLink href={android} label={A.android} />}
        </div>
        {!isWebUrl(ios) && !isWebUrl(android) && <p className="text-note text-ink-muted">{A.pwaHint}</p>}
      </section>
      {hydrated && currentIsIosSafari() && (
        <section className="rounded-card bg-surface p-4 shadow-card" aria-label={A.a2hsTitle}>
          <h2 className="mb-3 text-body font-semibold text-ink">{A.a2hsTitle}</h2>
          <A2hsSteps />
        </section>
      )}
    </div>
  );
}

function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-touch flex-1 items-center justify-center gap-1.5 rounded-pill bg-brand text-body font-medium text-ink-inverse"
    >
      <ArrowDownTrayIcon className="h-5 w-5" aria-hidden />
      {label}
    </a>
  );
}
