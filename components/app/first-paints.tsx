'use client';
import type { ComponentType, ReactNode } from 'react';
import { toActivity } from '@/lib/api/normalise/activities';
import { blankUser } from '@/lib/api/normalise/member';
import { toGameTile } from '@/lib/api/normalise/game-tiles';
import { PAY_WAY_FLAGS } from '@/lib/api/normalise/wallet';
import type { PayWayKey, ReceivingAccount } from '@/lib/api/types';
import { ROUTE_READS } from '@/lib/router/first-reads';
import { PAINT_BODY } from '@/lib/router/first-paint';
import { PAINT_LISTS, markerRow, paintListSpec, type PaintListPath } from '@/lib/router/paint-lists';
import { READ_PAINTS, type ReadPaintPath } from '@/lib/router/paint-reads';
import { ACCOUNT_SHAPES, RECHARGE_MARKS, RECHARGE_SELECTORS, RECHARGE_VARIANTS } from '@/lib/router/paint-recharge';
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
import { LOTTERY_LOADING, LotteryVariants } from './first-paints-lottery';
import { AppShell } from '@/components/layout/app-shell';
import { MineView } from '@/components/member/mine-view';
import { RechargeView } from '@/components/wallet/deposit/recharge-view';
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
export const PAINT_SCREENS: Record<
  Exclude<FirstPaintPath, SessionPaintPath | ReadPaintPath>,
  ComponentType<ScreenProps>
> = {
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
 * as the live screen's first render draws them (the balance: the stored one, SWR's fallback; /mine's
 * menu rows below the first screen without their icons): __tests__/perf/paint-session.test.tsx
 * holds each to the live screen.
 */
export const SESSION_VIEWS: Record<SessionPaintPath, (user: User) => ReactNode> = {
  '/mine': (user) => <MineView user={user} balance={user.balance} firstPaint />,
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
const isReadPaint = (path: FirstPaintPath): path is ReadPaintPath => (READ_PAINTS as readonly string[]).includes(path);

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

/** /recharge's first screen before its reads have answered: what the live screen's first render draws for a member who may deposit. */
const RECHARGE_LOADING = (
  <RechargeView user={null} ways={{ isLoading: true, retry: ignore }} banks={{ retry: ignore }} />
);

/** One account of each shape (lib/router/paint-recharge.ts), every shown field its marker. */
export const markerAccounts = (): ReceivingAccount[] =>
  ACCOUNT_SHAPES.map(([icon, branch], i) => ({
    id: i + 1,
    bankName: RECHARGE_MARKS.bankName,
    owner: RECHARGE_MARKS.owner,
    number: RECHARGE_MARKS.number,
    branch: branch ? RECHARGE_MARKS.branch : '',
    icon: icon ? RECHARGE_MARKS.icon : '',
  }));

/** The ways a variant is drawn with: its first way and every way that may follow it. */
export const waysFrom = (first: PayWayKey): PayWayKey[] =>
  PAY_WAY_FLAGS.map(([way]) => way).slice(PAY_WAY_FLAGS.findIndex(([way]) => way === first));

/** What the route's paint file says about /recharge besides the variants' HTML (lib/router/first-script/setup.ts). */
const rechargeSpec = () => ({
  reads: (ROUTE_READS['/recharge'] ?? []).map((r) => r.path),
  flags: PAY_WAY_FLAGS,
  shapes: ACCOUNT_SHAPES,
  marks: RECHARGE_MARKS,
  select: RECHARGE_SELECTORS,
  at: `[${PAINT_BODY}]`,
});

/** /recharge's variants (lib/router/paint-recharge.ts), drawn from answers of markers. */
function RechargeVariants() {
  const spec = JSON.stringify(rechargeSpec());
  return RECHARGE_VARIANTS.map(([first, rate]) => (
    <template
      key={`${first} ${rate}`}
      data-reads="/recharge"
      data-variant={JSON.stringify([first, rate])}
      data-spec={spec}
    >
      <RechargeView
        user={blankUser({ usdtRate: rate ? RECHARGE_MARKS.rate : '' })}
        ways={{ data: waysFrom(first), retry: ignore }}
        banks={{ data: markerAccounts(), retry: ignore }}
      />
    </template>
  ));
}

/** Each route drawn from its reads: its loading state, and its variants drawn from answers of markers. */
const READ_PAINT_PARTS: Record<ReadPaintPath, { loading: ReactNode; Variants: ComponentType }> = {
  '/recharge': { loading: RECHARGE_LOADING, Variants: RechargeVariants },
  '/lottery': { loading: LOTTERY_LOADING, Variants: LotteryVariants },
};

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
 * for a user of markers, with the markers; a route drawn from its reads, its loading state and one
 * <template> per variant, drawn from answers of markers, with its spec. scripts/first-paints.mjs cuts them out into the
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
    if (isReadPaint(path)) {
      const { loading, Variants } = READ_PAINT_PARTS[path];
      return [
        <template key={path} data-route={path}>
          <Painted path={path}>{loading}</Painted>
        </template>,
        <Variants key={`${path} variants`} />,
      ];
    }
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
