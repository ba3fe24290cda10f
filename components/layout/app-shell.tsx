import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { RouteDef } from '@/lib/router/types';
import { Header } from './header';
import { TabBar } from './tab-bar';

/** Header (by the route's rule) + content + tab bar (on the main shell's children). */
export function AppShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col bg-page">
      <Header route={route} />
      <main
        className={clsx(
          'flex flex-1 flex-col',
          route.tab ? 'pb-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom))]' : 'pb-safe-bottom',
          route.header === 'hidden' && 'pt-safe-top',
        )}
      >
        {children}
      </main>
      {route.tab && <TabBar active={route.tab} />}
    </div>
  );
}
