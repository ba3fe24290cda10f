'use client';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import type { Banner } from '@/lib/api/types';
import { BannerSlides } from './banner-slides';

/** The carousel engine (embla) over the slides: its own chunk, loaded once the first screen is up. */
export function LiveBannerSlides({ banners, intervalMs }: { banners: Banner[]; intervalMs: number }) {
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

  return <BannerSlides banners={banners} index={index} viewportRef={viewportRef} />;
}
