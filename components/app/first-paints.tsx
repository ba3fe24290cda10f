'use client';
import type { ComponentType, ReactNode } from 'react';
import { toActivity } from '@/lib/api/normalise/activities';
import { blankUser } from '@/lib/api/normalise/member';
import { toGameTile } from '@/lib/api/normalise/game-tiles';
import { PAINT_BODY } from '@/lib/router/first-paint';
import { PAINT_LISTS, markerRow, paintListSpec, type PaintListPath } from '@/lib/router/paint-lists';
import { parseHash } from '@/lib/router/parse-hash';
import {
  MARKER_CENTS,
  SESSION_MARKS,
  SESSION_PAINTS,
  SESSION_VARIANTS,
  type SessionKind,
  type SessionPaintPath,
  type SessionVariant,
} from '@/lib/router/paint-session';
import { FIRST_PAINTS, findRoute, type FirstPaintPath } from '@/lib/router/paths';
import type { ScreenProps } from '@/lib/router/types';
import type { User } from '@/lib/member/user';
import type { Cents } from '@/lib/money';
import type { WireActivity } from '@/contract/activities/schemas';
import type { WireGameTile } from '@/contract/games/schemas';
import { ActivityCard } from '@/components/activities/activity-card';
import { ConciseTile } from '@/components/concise/concise-tile';
import { AppShell } from '@/components/layout/app-shell';
import { MineView } from '@/components/member/mine-view';
import LoginScreen from '@/components/screens/auth/login-screen';
import RegScreen from '@/components/screens/auth/reg-screen';
import Reg2Screen from '@/components/screens/auth/reg2-screen';
import AddUsdtCardScreen from '@/components/screens/cards/add-usdt-card-screen';
import UsdtMoreScreen from '@/components/screens/cards/usdt-more-screen';
import PasswordScreen from '@/components/screens/security/password-screen';
import ActivityScreen from '@/components/screens/activities/activity-screen';
import ConciseScreen from '@/components/screens/games/concise-screen';
import ResponsibleScreen from '@/components/screens/protection/responsible-screen';

/**
 * The screens of the routes with a first paint, as the registry (components/screens/registry.ts)
 * loads them; __tests__/perf/first-paints.test.tsx holds the two to the same modules.
 */
export const PAINT_SCREENS: Record<Exclude<FirstPaintPath, SessionPaintPath>, ComponentType<ScreenProps>> = {
  '/login': LoginScreen,
  '/reg': RegScreen,
  '/reg2': Reg2Screen,
  '/usdtmore': UsdtMoreScreen,
  '/password': PasswordScreen,
  '/addUsdtCard': AddUsdtCardScreen,
  '/responsible': ResponsibleScreen,
  '/activity': ActivityScreen,
  '/concise': ConciseScreen,
};

/**
 * The views of the routes painted from the stored session (lib/router/paint-session.ts), for a user
 * as the live screen's first render draws them (the balance: the stored one, SWR's fallback):
 * __tests__/perf/paint-session.test.tsx holds each to the live screen.
 */
export const SESSION_VIEWS: Record<SessionPaintPath, (user: User) => ReactNode> = {
  '/mine': (user) => <MineView user={user} balance={user.balance} />,
};

/** The user the build draws a variant of: every shown field its marker (lib/router/paint-session.ts), the rest blank. */
export function markerUser(v: SessionVariant): User {
  const mark = (field: keyof User, kind: SessionKind) => SESSION_MARKS.find((m) => m[1] === field && m[2] === kind)![0];
  return blankUser({
    username: mark('username', 'name'),
    avatar: v.avatar ? mark('avatar', 'picture') : '',
    balance: MARKER_CENTS as Cents,
    vip: Number(mark('vip', 'int')),
    joinDays: Number(mark('joinDays', 'int')),
    isAgent: v.isAgent,
  });
}

const isSessionPaint = (path: FirstPaintPath): path is SessionPaintPath =>
  (SESSION_PAINTS as readonly string[]).includes(path);

/** A route's first screen in the live shell, its screen part marked. */
function Painted({ path, children }: { path: FirstPaintPath; children: ReactNode }) {
  return (
    <AppShell route={findRoute(path)!}>
      <div className="contents" {...{ [PAINT_BODY]: '' }}>
        {children}
      </div>
    </AppShell>
  );
}

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
 * draws one, with its spec; a route painted from the session has one <template> per variant, drawn
 * for a user of markers, with the markers. scripts/first-paints.mjs cuts them out into the
 * per-route files the inline first-reads script fetches, then deletes this page.
 */
export function FirstPaints() {
  return FIRST_PAINTS.map((path) => {
    if (isSessionPaint(path))
      return SESSION_VARIANTS.map((v) => (
        <template
          key={`${path} ${v.isAgent} ${v.avatar}`}
          data-session={path}
          data-variant={JSON.stringify([v.isAgent, v.avatar])}
          data-marks={JSON.stringify(SESSION_MARKS)}
        >
          <Painted path={path}>{SESSION_VIEWS[path](markerUser(v))}</Painted>
        </template>
      ));
    const Screen = PAINT_SCREENS[path];
    const list = path in PAINT_LISTS ? PAINT_LISTS[path as PaintListPath] : null;
    return [
      <template key={path} data-route={path}>
        <Painted path={path}>
          <Screen location={parseHash(path)} />
        </Painted>
      </template>,
      list && (
        <template key={`${path} list`} data-list={path} data-spec={JSON.stringify(paintListSpec(list))}>
          {PAINT_ITEMS[path as PaintListPath](markerRow(list))}
        </template>
      ),
    ];
  });
}
