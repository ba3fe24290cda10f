'use client';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import { useBanners } from '@/lib/api/content';
import { isWebUrl } from '@/lib/api/service';
import type { Banner } from '@/lib/api/types';
import { BANNER_COUNTER_TOTAL, BANNER_INTERVAL_MS } from '@/lib/constants';
import { t } from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';

/** One box size for skeleton, slides and the empty state, so nothing shifts. */
const FRAME = 'relative aspect-[750/320] w-full overflow-hidden rounded-card shadow-card';

/**
 * docs/SCREENS.md#home: auto-advances every 5 s (the /app page: every 3 s); the counter's total is
 * fixed at 4 whatever the count.
 */
export function BannerCarousel({ intervalMs = BANNER_INTERVAL_MS }: { intervalMs?: number }) {
  const { data: banners, error } = useBanners();
  if (!banners && !error) return <Skeleton className={FRAME} />;
  if (!banners?.length) return <div className={`${FRAME} bg-gradient-to-br from-brand to-brand-dark`} aria-hidden />;
  return <Slides banners={banners} intervalMs={intervalMs} />;
}

function Slides({ banners, intervalMs }: { banners: Banner[]; intervalMs: number }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: banners.length > 1 }, [
    // Keeps going after a swipe: a hall banner is a poster, not a gallery.
    Autoplay({ delay: intervalMs, stopOnInteraction: false }),
  ]);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <section className={FRAME} aria-roledescription="carousel">
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {banners.map((banner, i) => (
            <div
              key={`${banner.src}-${i}`}
              className="h-full min-w-0 flex-[0_0_100%]"
              aria-roledescription="slide"
              aria-label={t.home.bannerLabel(i + 1)}
            >
              <Slide banner={banner} index={i} />
            </div>
          ))}
        </div>
      </div>
      <span
        className="pointer-events-none absolute bottom-2 right-2 rounded-pill bg-surface-inverse/45 px-2 py-0.5 font-num text-caption text-ink-inverse"
        data-testid="banner-counter"
      >
        {t.home.bannerCounter(index + 1, BANNER_COUNTER_TOTAL)}
      </span>
    </section>
  );
}

function Slide({ banner, index }: { banner: Banner; index: number }) {
  const image = (
    <img
      src={banner.src}
      alt={banner.title || t.home.bannerLabel(index + 1)}
      className="h-full w-full object-cover"
      style={banner.background ? { backgroundColor: banner.background } : undefined}
      draggable={false}
      loading={index === 0 ? 'eager' : 'lazy'}
    />
  );
  // Only web links open, in a new tab, without handing this page to the opened one.
  if (banner.url && isWebUrl(banner.url)) {
    return (
      <a href={banner.url} target="_blank" rel="noopener noreferrer" className="block h-full">
        {image}
      </a>
    );
  }
  return image;
}
