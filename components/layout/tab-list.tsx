import clsx from 'clsx';
import { ChatBubbleLeftRightIcon, GiftIcon, HomeIcon, SparklesIcon, UserCircleIcon } from '@heroicons/react/24/outline';
import {
  ChatBubbleLeftRightIcon as ChatSolid,
  GiftIcon as GiftSolid,
  HomeIcon as HomeSolid,
  SparklesIcon as SparklesSolid,
  UserCircleIcon as UserSolid,
} from '@heroicons/react/24/solid';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from '@/lib/router/link';
import type { TabKey } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';

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
const TABS: Tab[] = [
  { key: 'service', to: '/kefu', label: t.tabs.service, icon: ChatBubbleLeftRightIcon, activeIcon: ChatSolid },
  // docs/SCREENS.md#tab-bar: the hall tab leads to /home; it is lit on / as well (the route table).
  { key: 'hall', to: '/home', label: t.tabs.hall, icon: HomeIcon, activeIcon: HomeSolid },
  { key: 'discover', to: '/discover', label: t.tabs.discover, icon: SparklesIcon, activeIcon: SparklesSolid },
  { key: 'offers', to: '/activity', label: t.tabs.offers, icon: GiftIcon, activeIcon: GiftSolid },
  { key: 'mine', to: '/mine', label: t.tabs.mine, icon: UserCircleIcon, activeIcon: UserSolid },
];

// The focus ring sits inside: the bar is at the screen's bottom edge.
const TAB_CLASS = 'flex h-full w-full flex-col items-center justify-center gap-0.5 text-caption -outline-offset-4';

/**
 * The bar itself, without data: the live tab bar adds the unread badge and the service sheet; the
 * exported first screen draws it as it is, so the bar is on the first paint.
 */
export function TabList({
  active,
  serviceOpen = false,
  onService,
  badge,
}: {
  active?: TabKey;
  serviceOpen?: boolean;
  onService?: () => void;
  /** Drawn on the 我的 tab (the unread-message count). */
  badge?: ReactNode;
}) {
  return (
    <ul className="flex h-tabbar">
      {TABS.map((tab) => {
        const on = tab.key === active || (tab.key === 'service' && serviceOpen);
        const Icon = on ? tab.activeIcon : tab.icon;
        if (tab.key === 'service') {
          return (
            <li key={tab.key} className="flex-1">
              <button
                type="button"
                onClick={onService}
                // Without a handler (the exported first screen) it waits for the live tab bar.
                disabled={!onService}
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
                {tab.key === 'mine' && badge}
              </span>
              {tab.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The fixed frame of the tab bar (bottom, safe area). */
export const TAB_BAR_CLASS =
  'fixed inset-x-0 bottom-0 z-tabbar mx-auto max-w-app border-t border-line bg-surface pb-safe-bottom';
