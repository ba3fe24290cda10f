'use client';
import { lazy, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useBanners } from '@/lib/api/content';
import { BANNER_INTERVAL_MS } from '@/lib/constants';
import { useAfterFirstScreen } from '@/lib/ui/after-first-screen';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';
import { Deferred } from '@/components/ui/deferred';
import { BannerSlides } from './banner-slides';
import { BANNER_FRAME, DefaultBanner } from './default-banner';
import type { BannerMove } from './banner-carousel-live';
import { BannerStepButtons } from './banner-step-buttons';

// The carousel engine is not needed until the banners first move: it loads for the first turn of
// the timer or the first swipe, so a first visit does not download it to show one still slide.
const loadEngine = () => import('./banner-carousel-live');
const LiveBannerSlides = lazy(() => loadEngine().then((m) => ({ default: m.LiveBannerSlides })));

/** A horizontal drag at least this long on the still slide is a swipe. */
const SWIPE_PX = 30;

/**
 * Whether the banners may turn by themselves: not for a player who asked for reduced motion, and
 * not while the pointer rests on them or the keyboard focus is inside (WCAG 2.2.2: a moving
 * poster stops while it is being read or used).
 */
function useAutoTurn() {
  const reduced = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const holders = {
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { running: !reduced && !hovered && !focused, holders };
}

/**
 * docs/SCREENS.md#home: auto-advances every 5 s (the /app page: every 3 s); the counter reads the
 * slide's place of the operator's banners. Previous/next buttons turn it without a swipe.
 */
export function BannerCarousel({ intervalMs = BANNER_INTERVAL_MS }: { intervalMs?: number }) {
  const { data: banners, error } = useBanners();
  const firstScreenUp = useAfterFirstScreen();
  const { running, holders } = useAutoTurn();
  // The latest turn asked for (timer, swipe or button); the first one wakes the engine.
  const [move, setMove] = useState<BannerMove | null>(null);
  const pressX = useRef<number | null>(null);
  const swiped = useRef(false);
  const moves = (banners?.length ?? 0) > 1;
  const step = (direction: BannerMove['direction']) => setMove((m) => ({ direction, seq: (m?.seq ?? 0) + 1 }));

  // The first turn of the timer, counted from the first screen being up.
  useEffect(() => {
    if (!moves || !firstScreenUp || move || !running) return;
    const timer = window.setTimeout(() => setMove({ direction: 'next', seq: 1 }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [moves, firstScreenUp, move, intervalMs, running]);

  // Until the operator's banners arrive, the build-time one the exported HTML painted stays.
  if (!banners && !error) return <DefaultBanner />;
  if (!banners?.length)
    return <div className={`${BANNER_FRAME} bg-gradient-to-br from-brand to-brand-dark`} aria-hidden />;
  // The still row holds the first slide only: the others' images load with the engine.
  const still = <BannerSlides banners={banners} index={0} shown={1} />;
  if (!moves) return still;
  // Until the engine runs, a swipe on the still slide wakes it (and starts its download at once).
  const onPointerDown = (e: PointerEvent) => {
    if (move) return;
    pressX.current = e.clientX;
    void loadEngine();
  };
  const onPointerUp = (e: PointerEvent) => {
    if (move || pressX.current === null) return;
    const dx = e.clientX - pressX.current;
    pressX.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true;
    step(dx < 0 ? 'next' : 'prev');
  };
  // A mouse drag ends in a click on the slide's link: a swipe must not open it.
  const onClickCapture = (e: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    // One wrapper either way, so the slides are not remounted when the engine takes over.
    <div
      className="relative"
      data-testid="banner-carousel"
      data-running={running ? 'on' : 'off'}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onClickCapture={onClickCapture}
      {...holders}
    >
      {move ? (
        // The still banner until the engine is in, and for good if it cannot load.
        <Deferred fallback={still}>
          <LiveBannerSlides banners={banners} intervalMs={intervalMs} move={move} running={running} />
        </Deferred>
      ) : (
        still
      )}
      <BannerStepButtons onStep={step} />
    </div>
  );
}
