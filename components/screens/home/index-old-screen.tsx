'use client';
import { Bars3Icon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useUnreadCount } from '@/lib/api/inbox';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { AppPromoBar } from '@/components/home-alt/app-promo-bar';
import { PlatformSections } from '@/components/home-alt/platform-sections';
import { SideMenu } from '@/components/home-alt/side-menu';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { NoticeBar } from '@/components/home/notice-bar';
import { RedPacketFloat } from '@/components/promotions/red-packet-float';
import { UnreadBadge } from '@/components/layout/unread-badge';

/**
 * /index_old, the alternative home (docs/SCREENS.md#index_old): a menu button opening the side
 * menu, the app promo bar, banners, notices, the six categories with their platform logos and
 * the red-packet float.
 */
export default function IndexOldScreen(_: ScreenProps) {
  const [menu, setMenu] = useState(false);
  const unread = useUnreadCount();
  return (
    <div className="flex flex-col gap-3 p-gutter" data-testid="index-old">
      <AppPromoBar />
      <BannerCarousel />
      {/* The menu button shares the notice bar's row: the main header already names the site. */}
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => setMenu(true)}
          className="relative flex h-touch w-touch shrink-0 items-center justify-center rounded-pill bg-surface shadow-card"
        >
          {/* Named by text, so the unread count it shows is part of its name (label-in-name). */}
          <span className="sr-only">{t.hallAlt.openMenu}</span>
          <Bars3Icon className="h-6 w-6 text-ink" aria-hidden />
          <UnreadBadge count={unread} className="absolute -right-1 -top-1" />
        </button>
        <div className="min-w-0 flex-1">
          <NoticeBar />
        </div>
      </div>
      <PlatformSections />
      <RedPacketFloat />
      <SideMenu open={menu} onClose={() => setMenu(false)} />
    </div>
  );
}
