'use client';
import { lazy, useCallback, useState } from 'react';
import type { ScreenProps } from '@/lib/router/types';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { GameHall } from '@/components/home/game-hall';
import { NoticeBar } from '@/components/home/notice-bar';
import { SystemPopup } from '@/components/home/system-popup';
import { UserBox } from '@/components/home/user-box';
import { RedPacketFloat } from '@/components/promotions/red-packet-float';
import { useGuideMode } from '@/components/home/use-guide-mode';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { useScrolled } from '@/lib/ui/use-scrolled';

// Not on the first screen: loaded once it is up (components/ui/after-first-screen.tsx). The system
// popup's gate and the red-packet float are small and shown on most first visits: they come with
// the hall's chunk (a chunk of their own cost a request each), their dialog and art do not.
const A2hsGuide = lazy(() => import('@/components/home/a2hs-guide').then((m) => ({ default: m.A2hsGuide })));
const ScrollTopButton = lazy(() =>
  import('@/components/home/scroll-top-button').then((m) => ({ default: m.ScrollTopButton })),
);

/**
 * The home hall (docs/SCREENS.md#home) for '/' and '/home': banners, notices,
 * the member box with shortcuts, the game categories; then, one at a time, the
 * system popup and the add-to-home-screen guide (these and the float buttons once the first
 * screen is up).
 */
export default function HallScreen(_: ScreenProps) {
  const [popupDone, setPopupDone] = useState(false);
  const onPopupDone = useCallback(() => setPopupDone(true), []);
  // The back-to-top button (and its code) only once the page has moved.
  const scrolled = useScrolled();
  // The guide's code loads only where it can guide, and after the system popup is closed.
  const guideMode = useGuideMode();
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <BannerCarousel />
      <NoticeBar />
      <UserBox />
      <GameHall />
      <AfterFirstScreen>
        <SystemPopup onDone={onPopupDone} />
        {popupDone && guideMode !== 'none' ? <A2hsGuide enabled /> : null}
        {scrolled ? <ScrollTopButton /> : null}
        <RedPacketFloat />
      </AfterFirstScreen>
    </div>
  );
}
