'use client';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import type { Banner } from '@/lib/api/types';
import { BannerSlides } from './banner-slides';

/** What woke the engine: the timer's first turn or a swipe, made as soon as it runs. */
export type FirstMove = 'next' | 'prev';

/** The carousel engine (embla) over the slides: its own chunk, loaded for the banners' first move. */
export function LiveBannerSlides({
  banners,
  intervalMs,
  firstMove,
}: {
  banners: Banner[];
  intervalMs: number;
  firstMove: FirstMove;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: banners.length > 1 }, [
    // Keeps going after a swipe: a hall banner is a poster, not a gallery.
    Autoplay({ delay: intervalMs, stopOnInteraction: false }),
  ]);
  const [index, setIndex] = useState(0);
  // The first move is made once, when the engine starts; later ones are embla's own.
  const [move] = useState(firstMove);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    if (move === 'next') embla.scrollNext();
    else embla.scrollPrev();
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, move]);

  return <BannerSlides banners={banners} index={index} viewportRef={viewportRef} />;
}
