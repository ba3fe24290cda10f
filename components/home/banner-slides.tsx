import type { Ref } from 'react';
import { isWebUrl } from '@/lib/api/service';
import type { Banner } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { BANNER_FRAME } from './default-banner';

/**
 * The slides' markup, with or without the carousel engine: until the engine is loaded the row
 * simply shows its first slide, and the engine then takes over the very same elements.
 */
export function BannerSlides({
  banners,
  index,
  viewportRef,
  shown = banners.length,
}: {
  banners: Banner[];
  index: number;
  viewportRef?: Ref<HTMLDivElement>;
  /** How many slides are in the row (the still row before the engine: the first one only). */
  shown?: number;
}) {
  return (
    // data-engine: the carousel engine has taken over (its autoplay timer runs from then on).
    <section className={BANNER_FRAME} aria-roledescription="carousel" data-engine={viewportRef ? 'on' : undefined}>
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {banners.slice(0, shown).map((banner, i) => (
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
        {t.home.bannerCounter(index + 1, banners.length)}
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
