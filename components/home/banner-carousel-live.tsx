'use client';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import type { Banner } from '@/lib/api/types';
import { BannerSlides } from './banner-slides';

/** A turn asked for (the timer's first, a swipe, a button): `seq` counts them, so each is made once. */
export interface BannerMove {
  direction: 'next' | 'prev';
  seq: number;
}

/** The carousel engine (embla) over the slides: its own chunk, loaded for the banners' first move. */
export function LiveBannerSlides({
  banners,
  intervalMs,
  move,
  running,
}: {
  banners: Banner[];
  intervalMs: number;
  move: BannerMove;
  /** Whether the timer turns the banners (off for reduced motion, while hovered or focused). */
  running: boolean;
}) {
  // The plugin's options stay those of the first render: a change of options would restart embla.
  const [playOnInit] = useState(running);
  const [viewportRef, embla] = useEmblaCarousel({ loop: banners.length > 1 }, [
    // Keeps going after a swipe: a hall banner is a poster, not a gallery. The owner says when it
    // pauses (running), so the plugin's own focus stop is off.
    Autoplay({ delay: intervalMs, stopOnInteraction: false, stopOnFocusIn: false, playOnInit }),
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

  // Each turn asked for is made once, the first as soon as the engine runs.
  const { direction, seq } = move;
  useEffect(() => {
    if (!embla) return;
    if (direction === 'next') embla.scrollNext();
    else embla.scrollPrev();
  }, [embla, direction, seq]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [embla, running]);

  return <BannerSlides banners={banners} index={index} viewportRef={viewportRef} />;
}
