'use client';
import clsx from 'clsx';
import { ChatBubbleLeftRightIcon, GiftIcon, HomeIcon, SparklesIcon, UserCircleIcon } from '@heroicons/react/24/outline';
import {
  ChatBubbleLeftRightIcon as ChatSolid,
  GiftIcon as GiftSolid,
  HomeIcon as HomeSolid,
  SparklesIcon as SparklesSolid,
  UserCircleIcon as UserSolid,
} from '@heroicons/react/24/solid';
import { useState, type ComponentType, type SVGProps } from 'react';
import { useUnreadCount } from '@/lib/api/inbox';
import { Link } from '@/lib/router/link';
import type { TabKey } from '@/lib/router/types';
import { t } from '@/lib/text/zh-CN';
import { ServiceSheet } from '@/components/content/service-sheet';
import { UnreadBadge } from './unread-badge';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
interface Tab {
  key: TabKey;
  to: string;
  label: string;
  icon: Icon;
  activeIcon: Icon;
}

/**
 * The five tabs of docs/SCREENS.md#header. Customer service opens the service page in a sheet over
 * the current screen (its `to`, /kefu, stays the full-page deep link).
 */
export const TABS: Tab[] = [
  { key: 'service', to: '/kefu', label: t.tabs.service, icon: ChatBubbleLeftRightIcon, activeIcon: ChatSolid },
  { key: 'hall', to: '/', label: t.tabs.hall, icon: HomeIcon, activeIcon: HomeSolid },
  { key: 'discover', to: '/discover', label: t.tabs.discover, icon: SparklesIcon, activeIcon: SparklesSolid },
  { key: 'offers', to: '/activity', label: t.tabs.offers, icon: GiftIcon, activeIcon: GiftSolid },
  { key: 'mine', to: '/mine', label: t.tabs.mine, icon: UserCircleIcon, activeIcon: UserSolid },
];

const TAB_CLASS = 'flex h-full w-full flex-col items-center justify-center gap-0.5 text-caption';

export function TabBar({ active }: { active?: TabKey }) {
  const unread = useUnreadCount();
  const [service, setService] = useState(false);
  return (
    <nav
      aria-label="主导航"
      className="fixed inset-x-0 bottom-0 z-tabbar mx-auto max-w-app border-t border-line bg-surface pb-safe-bottom"
    >
      <ul className="flex h-tabbar">
        {TABS.map((tab) => {
          const on = tab.key === active || (tab.key === 'service' && service);
          const Icon = on ? tab.activeIcon : tab.icon;
          if (tab.key === 'service') {
            return (
              <li key={tab.key} className="flex-1">
                <button
                  type="button"
                  onClick={() => setService(true)}
                  aria-haspopup="dialog"
                  className={clsx(TAB_CLASS, on ? 'text-brand' : 'text-ink-muted')}
                >
                  <Icon className="h-6 w-6" aria-hidden />
                  {tab.label}
                </button>
              </li>
            );
          }
          return (
            <li key={tab.key} className="flex-1">
              <Link
                to={tab.to}
                aria-current={on ? 'page' : undefined}
                className={clsx(TAB_CLASS, on ? 'text-brand' : 'text-ink-muted')}
              >
                <span className="relative">
                  <Icon className="h-6 w-6" aria-hidden />
                  {tab.key === 'mine' && <UnreadBadge count={unread} className="absolute -right-2.5 -top-1" />}
                </span>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <ServiceSheet open={service} onClose={() => setService(false)} />
    </nav>
  );
}
