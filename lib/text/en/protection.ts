import { REOPEN_DELAY_HOURS } from '@/contract/protection/rules';
import type { protection as zh } from '../catalogue/protection';
import type { Translation } from '../translation';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A restricted member's view, the reality check and the session line in English (the Chinese: ../catalogue/protection.ts). */
export const protection: Translation<typeof zh> = {
  states: { timeout: 'Time-out', exclusion: 'Self-exclusion', closed: 'Account closed', reopening: 'Reopening' },
  stateLabel: 'Account status',
  until: 'Ends',
  reopenAt: 'Reopens',
  beijing: 'Beijing time',
  balance: 'Main wallet balance',
  refreshBalance: 'Refresh balance',
  withdraw: 'Withdraw',
  reopen: 'Request reopening',
  reopening: 'Requesting...',
  reopenHint: `Your account reopens ${plural(REOPEN_DELAY_HOURS, 'hour', 'hours')} after you request it`,
  kefu: 'Live support',
  onlyWithdraw: 'While restricted, you can check your balance, withdraw and contact live support',
  withdrawBlocked:
    "You can't add a real name or set a payment password while your account is restricted. To withdraw, please contact live support.",
  realityCheck: {
    label: 'Reality check reminders',
    hint: "Reminds you, at the interval you choose, how long you've been logged in and your win/loss",
    off: 'Off',
    every: (minutes: number) => `Every ${plural(minutes, 'minute', 'minutes')}`,
  },
  check: {
    title: 'Reality check',
    loggedIn: (hours: number, minutes: number) =>
      `Logged in for ${plural(hours, 'hour', 'hours')} ${plural(minutes, 'minute', 'minutes')}`,
    staked: 'Bets this session',
    won: 'Payouts this session',
    net: 'Win/loss this session',
    loadFailed: "Couldn't load this session's win/loss",
    continue: 'Keep playing',
    logout: 'Log out',
    limits: 'Set limits',
  },
  // The net comes last: the session line colours it after the words before it.
  sessionLine: (clock: string, net: string) => `Session ${clock} · Win/loss ${net}`,
  sessionLineLabel: 'Time logged in and win/loss this session',
};
