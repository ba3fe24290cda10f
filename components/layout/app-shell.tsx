import type { ReactNode } from 'react';
import type { RouteDef } from '@/lib/router/types';
import { Header } from './header';
import { ShellFrame } from './shell-frame';
import { TabBar } from './tab-bar';

/** Header (by the route's rule) + content + tab bar (on the main shell's children). */
export function AppShell({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <ShellFrame
      header={<Header route={route} />}
      tabBar={route.tab ? <TabBar active={route.tab} /> : undefined}
      padTop={route.header === 'hidden'}
    >
      {children}
    </ShellFrame>
  );
}
