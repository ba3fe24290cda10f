/** Business constants and limits (docs/SCREENS.md#constants). Times in milliseconds unless named otherwise. */
import { MAX_CARDS_PER_TYPE } from '@/contract/cards/limits';
import { NEW_PASSWORD_MAX_LENGTH } from '@/contract/member/limits';
import { REGISTER_PASSWORD_LENGTH, USERNAME_LENGTH } from '@/contract/session/rules';

export const BALANCE_POLL_MS = 2500;
export const BALANCE_LIST_POLL_MS = 3500;
export const TRANSFER_BALANCE_LIST_POLL_MS = 1500;
export const BANNER_INTERVAL_MS = 5000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const ROUND_TICK_MS = 1000;
export const CHAT_KEEPALIVE_MS = 3000;
export const PAYMENT_COUNTDOWN_MS = 60 * 60 * 1000;
export const WITHDRAW_REDIRECT_MS = 1500;
/** /downlineTransfer: the name search asks the server once typing pauses this long. */
export const DOWNLINE_SEARCH_DEBOUNCE_MS = 300;
export const SCROLL_TOP_THRESHOLD_PX = 200;
export const LIST_LOAD_OFFSET_PX = 300;

/* Limits the server enforces too: named from the shared contract so the two cannot drift. */
export const NAME_MIN = USERNAME_LENGTH.min;
export const NAME_MAX = USERNAME_LENGTH.max;
export const PASSWORD_MIN = REGISTER_PASSWORD_LENGTH.min;
export const PASSWORD_MAX = REGISTER_PASSWORD_LENGTH.max;
export const PAY_PASSWORD_MAX = NEW_PASSWORD_MAX_LENGTH.pay;
export const CARDS_PER_TYPE = MAX_CARDS_PER_TYPE;

export const DEPOSIT_DEFAULT_MIN = 100;
export const DEPOSIT_DEFAULT_MAX = 10000;

export const QUICK_BET_AMOUNTS = [10, 20, 50, 200, 500] as const;
export const DEFAULT_QUICK_BET = 10;

/* Money: cards, withdrawal, records. */
/** Long enough for any bank card number or USDT address (ERC20 is 42, TRC20 34). */
export const CARD_NUMBER_MAX = 64;
/** docs/SCREENS.md#beijing-time: 4 = last 30 days is the default. */
export const DEFAULT_DATE_RANGE = 4;

/** /payInfo looks at a pending deposit this often, so 'payment arrives automatically' shows (docs/SCREENS.md#payinfo). */
export const PAY_INFO_POLL_MS = 3000;

/* Player protection. */
/** The session line re-reads its net this often (and after a bet); its clock ticks locally each second. */
export const SESSION_LINE_REFRESH_MS = 60_000;

/* Game page. */
/** docs/SCREENS.md#constants: the game page's loading overlay is held about 3 to 5 s after the frame loads. */
export const GAME_LOADING_HOLD_MS = 3000;
