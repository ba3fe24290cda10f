'use client';
import type { ComponentType, ReactNode } from 'react';
import { toActivity } from '@/lib/api/normalise/activities';
import { toGameTile } from '@/lib/api/normalise/game-tiles';
import { PAINT_BODY } from '@/lib/router/first-paint';
import { PAINT_LISTS, markerRow, paintListSpec, type PaintListPath } from '@/lib/router/paint-lists';
import { parseHash } from '@/lib/router/parse-hash';
import { FIRST_PAINTS, findRoute, type FirstPaintPath } from '@/lib/router/paths';
import type { ScreenProps } from '@/lib/router/types';
import type { WireActivity } from '@/contract/activities/schemas';
import type { WireGameTile } from '@/contract/games/schemas';
import { ActivityCard } from '@/components/activities/activity-card';
import { ConciseTile } from '@/components/concise/concise-tile';
import { AppShell } from '@/components/layout/app-shell';
import LoginScreen from '@/components/screens/auth/login-screen';
import RegScreen from '@/components/screens/auth/reg-screen';
import ActivityScreen from '@/components/screens/activities/activity-screen';
import ConciseScreen from '@/components/screens/games/concise-screen';
import ResponsibleScreen from '@/components/screens/protection/responsible-screen';

/**
 * The screens of the routes with a first paint, as the registry (components/screens/registry.ts)
 * loads them; __tests__/perf/first-paints.test.tsx holds the two to the same modules.
 */
export const PAINT_SCREENS: Record<FirstPaintPath, ComponentType<ScreenProps>> = {
  '/login': LoginScreen,
  '/reg': RegScreen,
  '/responsible': ResponsibleScreen,
  '/activity': ActivityScreen,
  '/concise': ConciseScreen,
};

const ignore = () => {};

/**
 * One row of each painted list (lib/router/paint-lists.ts) as its live list draws it, from a wire
 * row through the live normaliser: __tests__/perf/paint-lists.test.tsx holds each to the live
 * screen's own rows.
 */
export const PAINT_ITEMS: Record<PaintListPath, (row: Record<string, unknown>) => ReactNode> = {
  // components/list/infinite-list.tsx puts each row in an <li>.
  '/activity': (row) => (
    <li>
      <ActivityCard activity={toActivity(row as unknown as WireActivity)} />
    </li>
  ),
  // Drawn loaded: the paint shows the picture as it comes, the live tile keeps it (no fade again).
  '/concise': (row) => <ConciseTile game={toGameTile(row as unknown as WireGameTile)} onOpen={ignore} loaded />,
};

/**
 * Build only (app/first-paints/page.tsx): each declared route's first screen in its loading state,
 * rendered by the live shell and screen, one <template> per route, and one item of its list if it
 * draws one, with its spec. scripts/first-paints.mjs cuts them out into the per-route files the
 * inline first-reads script fetches, then deletes this page.
 */
export function FirstPaints() {
  return FIRST_PAINTS.map((path) => {
    const Screen = PAINT_SCREENS[path];
    const list = path in PAINT_LISTS ? PAINT_LISTS[path as PaintListPath] : null;
    return [
      <template key={path} data-route={path}>
        <AppShell route={findRoute(path)!}>
          <div className="contents" {...{ [PAINT_BODY]: '' }}>
            <Screen location={parseHash(path)} />
          </div>
        </AppShell>
      </template>,
      list && (
        <template key={`${path} list`} data-list={path} data-spec={JSON.stringify(paintListSpec(list))}>
          {PAINT_ITEMS[path as PaintListPath](markerRow(list))}
        </template>
      ),
    ];
  });
}
