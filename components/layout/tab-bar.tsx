'use client';
import { useState } from 'react';
import { useUnreadCount } from '@/lib/api/inbox';
import type { TabKey } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { retryingLazy } from '@/components/ui/retrying-lazy';
import { TAB_BAR_CLASS, TabList } from './tab-list';
import { UnreadBadge } from './unread-badge';

// The sheet (and its dialog library) loads with the first tap on 客服, not with every page.
const ServiceSheet = retryingLazy(() => import('@/components/content/service-sheet').then((m) => m.ServiceSheet));

/**
 * The five tabs of docs/SCREENS.md#header (components/layout/tab-list.tsx). Customer service opens
 * the service page in a sheet over the current screen (its `to`, /kefu, stays the full-page deep link).
 */
export function TabBar({ active }: { active?: TabKey }) {
  const unread = useUnreadCount();
  const [service, setService] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  return (
    <nav aria-label={t.tabs.navLabel} className={TAB_BAR_CLASS}>
      <TabList
        active={active}
        serviceOpen={service}
        onService={() => {
          setSheetLoaded(true);
          setService(true);
        }}
        badge={<UnreadBadge count={unread} className="absolute -right-2.5 -top-1" />}
      />
      {sheetLoaded && (
        <ServiceSheet
          open={service}
          onClose={() => setService(false)}
          // Unmounted, so the next tap on 客服 tries the load again.
          onLoadFailed={() => {
            setService(false);
            setSheetLoaded(false);
          }}
        />
      )}
    </nav>
  );
}
