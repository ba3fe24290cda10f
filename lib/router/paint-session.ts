/**
 * A member's first paint drawn from the stored session (docs/ARCHITECTURE.md, "How a deep link
 * starts"): /mine's first screen shows only what the app keeps of the member in storage (lib/session.ts:
 * name, level, days, balance, avatar, whether an agent), so a returning member's deep link can show
 * it before the boot, as the live screen will draw it at its first render. The build renders the
 * live view once per variant from a user of marker values (components/app/first-paints.tsx, cut by
 * scripts/first-paints.mjs into the route's paint file); the filler (lib/router/first-script/user.ts)
 * picks the stored user's variant and puts its values in as text.
 */
import type { User } from '@/lib/member/user';
import type { FirstPaintPath } from './paths';

/**
 * How the live view shows a stored field, which the filler repeats exactly or gives up on:
 * name: a non-empty string as it is; int: a safe integer; money: integer cents as formatMoney writes
 * them; initial: the name's first letter as the avatar writes it when there is no picture; picture:
 * the stored avatar (already resolved by the normaliser) when it is an http(s) URL or a path of
 * this origin.
 */
export type SessionKind = 'name' | 'int' | 'money' | 'initial' | 'picture';

/** One marker: the text the build's user puts in place of a field, the field, how it is shown. */
export type SessionMark = [marker: string, field: keyof User, kind: SessionKind];

/**
 * The markers. The name's begins with a letter the catalogue never uses, so its initial (that
 * letter, upper case already) is a marker of its own; the numbers are of a size no screen shows.
 */
export const SESSION_MARKS: readonly SessionMark[] = [
  ['Ωtgpaintq', 'username', 'name'],
  ['Ω', 'username', 'initial'],
  ['900000001', 'vip', 'int'],
  ['900000002', 'joinDays', 'int'],
  // formatMoney's writing of MARKER_CENTS.
  ['9,876,543.21', 'balance', 'money'],
  ['https://tgpaint.invalid/a.png', 'avatar', 'picture'],
];

/** The balance the build draws, in cents. */
export const MARKER_CENTS = 987654321;

/**
 * What the first screen draws differently, not as text: an agent's menu has the agent login where
 * others have the application form; a member with a picture shows it, one without their initial.
 */
export interface SessionVariant {
  isAgent: boolean;
  avatar: boolean;
}

export const SESSION_VARIANTS: readonly SessionVariant[] = [false, true].flatMap((isAgent) =>
  [false, true].map((avatar) => ({ isAgent, avatar })),
);

/** The routes painted from the stored session, for a member only. */
export const SESSION_PAINTS = ['/mine'] as const satisfies readonly FirstPaintPath[];
export type SessionPaintPath = (typeof SESSION_PAINTS)[number];
