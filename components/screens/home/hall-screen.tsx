'use client';
import { useCallback, useState } from 'react';
import type { ScreenProps } from '@/lib/router/types';
import { A2hsGuide } from '@/components/home/a2hs-guide';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { GameHall } from '@/components/home/game-hall';
import { NoticeBar } from '@/components/home/notice-bar';
import { ScrollTopButton } from '@/components/home/scroll-top-button';
import { SystemPopup } from '@/components/home/system-popup';
import { UserBox } from '@/components/home/user-box';
import { RedPacketFloat } from '@/components/promotions/red-packet-float';

/**
 * The home hall (docs/SCREENS.md#home) for '/' and '/home': banners, notices,
 * the member box with shortcuts, the game categories; then, one at a time, the
 * system popup and the add-to-home-screen guide.
 */
export default function HallScreen(_: ScreenProps) {
  const [popupDone, setPopupDone] = useState(false);
  const onPopupDone = useCallback(() => setPopupDone(true), []);
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <BannerCarousel />
      <NoticeBar />
      <UserBox />
      <GameHall />
      <SystemPopup onDone={onPopupDone} />
      <A2hsGuide enabled={popupDone} />
      <ScrollTopButton />
      <RedPacketFloat />
    </div>
  );
}
