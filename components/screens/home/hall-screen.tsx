'use client';
import { lazy, useCallback, useState } from 'react';
import type { ScreenProps } from '@/lib/router/types';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { GameHall } from '@/components/home/game-hall';
import { NoticeBar } from '@/components/home/notice-bar';
import { UserBox } from '@/components/home/user-box';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { useScrolled } from '@/lib/ui/use-scrolled';

// Not on the first screen: loaded once it is up (components/ui/after-first-screen.tsx).
const SystemPopup = lazy(() => import('@/components/home/system-popup').then((m) => ({ default: m.SystemPopup })));
const A2hsGuide = lazy(() => import('@/components/home/a2hs-guide').then((m) => ({ default: m.A2hsGuide })));
const ScrollTopButton = lazy(() =>
  import('@/components/home/scroll-top-button').then((m) => ({ default: m.ScrollTopButton })),
);
const RedPacketFloat = lazy(() =>
  import('@/components/promotions/red-packet-float').then((m) => ({ default: m.RedPacketFloat })),
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
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <BannerCarousel />
      <NoticeBar />
      <UserBox />
      <GameHall />
      <AfterFirstScreen>
        <SystemPopup onDone={onPopupDone} />
        <A2hsGuide enabled={popupDone} />
        {scrolled ? <ScrollTopButton /> : null}
        <RedPacketFloat />
      </AfterFirstScreen>
    </div>
  );
}
