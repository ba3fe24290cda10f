/**
 * A member's /recharge painted from its first reads (docs/ARCHITECTURE.md, "How a deep link
 * starts"): its first screen is the pay ways (/api/get_pay_way), the first way's form, and on the
 * bank way the receiving accounts (/api/getpaybank), which the inline script asks for beside the
 * boot. The build renders the live view (components/wallet/deposit/recharge-view.tsx) once per
 * first way, with every later way's tile and, on the bank way, one account of each shape
 * (components/app/first-paints.tsx, cut by scripts/first-paints.mjs into the route's paint file);
 * the filler (lib/router/first-script/recharge.ts) picks the variant of the answers' first way,
 * drops the tiles of the ways not offered and draws the accounts, or draws nothing.
 */
import type { PayWayKey } from '@/lib/api/types';

/**
 * The markers of the values the screen shows as text or as a picture: the member's USDT rate (the
 * USDT way's hint), and an account's fields as the live normaliser reads them (toReceivingAccount:
 * trimmed text; the bank's icon resolved as assetUrl resolves it).
 */
export const RECHARGE_MARKS = {
  rate: 'tgpaintrq',
  bankName: 'tgpaintbq',
  owner: 'tgpaintoq',
  number: 'tgpaintnq',
  branch: 'tgpaintaq',
  icon: 'https://tgpaint.invalid/b.png',
} as const;

/** An account's shapes, in the order the build draws them: [has an icon, has a branch]. */
export const ACCOUNT_SHAPES: readonly (readonly [icon: boolean, branch: boolean])[] = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
];

/**
 * The screen's variants: the first way offered, and for USDT whether the member has a rate (its
 * hint line). Each is drawn with every way that may follow the first.
 */
export const RECHARGE_VARIANTS: readonly (readonly [first: PayWayKey, rate: boolean])[] = [
  ['bank', false],
  ['usdt', true],
  ['usdt', false],
  ['wechat', false],
  ['alipay', false],
  ['rengong', false],
];

/** Where the filler works in a variant: the way tiles' group, and the accounts' list. */
export const RECHARGE_SELECTORS = { ways: '[data-testid="pay-ways"]', way: '[data-key]', accounts: 'ul' } as const;
