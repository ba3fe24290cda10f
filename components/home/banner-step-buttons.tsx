import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';
import type { BannerMove } from './banner-carousel-live';

const STEP = 'absolute top-1/2 flex h-touch w-touch -translate-y-1/2 items-center justify-center text-ink-inverse';
const DISC = 'flex h-7 w-7 items-center justify-center rounded-pill bg-surface-inverse/45';

/**
 * 上一张 / 下一张 over the banner's edges: turning the banners needs no swipe (WCAG 2.5.1), and
 * the keyboard reaches them. Each is a 44 px target around a small disc, so the poster stays seen.
 */
export function BannerStepButtons({ onStep }: { onStep: (direction: BannerMove['direction']) => void }) {
  return (
    <>
      <button type="button" aria-label={t.home.bannerPrev} onClick={() => onStep('prev')} className={`${STEP} left-0`}>
        <span className={DISC}>
          <ChevronLeftIcon className="h-4 w-4" aria-hidden />
        </span>
      </button>
      <button type="button" aria-label={t.home.bannerNext} onClick={() => onStep('next')} className={`${STEP} right-0`}>
        <span className={DISC}>
          <ChevronRightIcon className="h-4 w-4" aria-hidden />
        </span>
      </button>
    </>
  );
}
