'use client';
import { lazy, Suspense } from 'react';
import { useBanners } from '@/lib/api/content';
import { BANNER_INTERVAL_MS } from '@/lib/constants';
import { useAfterFirstScreen } from '@/lib/ui/after-first-screen';
import { BannerSlides } from './banner-slides';
import { BANNER_FRAME, DefaultBanner } from './default-banner';

// The carousel engine is not needed to show the first slide: it loads once the first screen is up.
const LiveBannerSlides = lazy(() => import('./banner-carousel-live').then((m) => ({ default: m.LiveBannerSlides })));

/**
 * docs/SCREENS.md#home: auto-advances every 5 s (the /app page: every 3 s); the counter's total is
 * fixed at 4 whatever the count.
 */
export function BannerCarousel({ intervalMs = BANNER_INTERVAL_MS }: { intervalMs?: number }) {
  const { data: banners, error } = useBanners();
  const engine = useAfterFirstScreen();
  // Until the operator's banners arrive, the build-time one the exported HTML painted stays.
  if (!banners && !error) return <DefaultBanner />;
  if (!banners?.length)
    return <div className={`${BANNER_FRAME} bg-gradient-to-br from-brand to-brand-dark`} aria-hidden />;
  const still = <BannerSlides banners={banners} index={0} />;
  if (!engine) return still;
  return (
    <Suspense fallback={still}>
      <LiveBannerSlides banners={banners} intervalMs={intervalMs} />
    </Suspense>
  );
}
