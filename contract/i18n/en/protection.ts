import {
  EXCLUSION_MESSAGES,
  EXCLUSION_OPS_MESSAGES,
  LIMIT_KIND_LABELS,
  LIMIT_KINDS,
  LIMIT_MESSAGES,
  LIMIT_PERIOD_LABELS,
  LIMIT_PERIOD_NAMES,
  limitExceededMessage,
  limitName,
  limitPendingMessage,
  limitReachedMessage,
  limitWaitingMessage,
  TIMEOUT_MAX_DAYS,
  type LimitKind,
  type LimitPeriod,
} from '../../protection/rules.ts';
import { byKey, type Messages, type Template } from '../matcher.ts';

const KIND: Record<LimitKind, string> = { deposit: 'deposit', loss: 'net-loss', stake: 'stake' };
const PERIOD: Record<LimitPeriod, string> = { '24h': '24-hour', '7d': '7-day', '30d': '30-day' };
const BJ = '(Beijing time)';
const ONLY = 'until then you can only check your balance and withdraw';

/** "24-hour deposit limit of ¥1000.00": one template per kind and period (the words are fixed). */
const limitNames: Template[] = LIMIT_KINDS.flatMap((kind) =>
  LIMIT_PERIOD_NAMES.map((period) => ({
    zh: (yuan: string) => limitName(kind, period, yuan),
    en: (yuan: string) => `${PERIOD[period]} ${KIND[kind]} limit of ¥${yuan}`,
  })),
);

const days = (n: string) => (n === '1' ? '1 day' : `${n} days`);
const years = (n: string) => (n === '1' ? '1 year' : `${n} years`);
const summary = (what: string, until: string) =>
  `${what}, ending ${until} ${BJ}. Until then you can only check your balance and withdraw, and it cannot end early. Enter your login password to confirm.`;

export const protection: Messages = {
  exact: [
    ...byKey(LIMIT_KIND_LABELS, { deposit: 'Deposit', loss: 'Net loss', stake: 'Stake' }),
    ...byKey(LIMIT_PERIOD_LABELS, { '24h': '24 hours', '7d': '7 days', '30d': '30 days' }),
    ...byKey(LIMIT_MESSAGES, {
      kindInvalid: 'Please choose a limit type',
      periodInvalid: 'Please choose a limit period',
      amountInvalid: 'Please enter a valid limit amount',
      applied: 'Limit applied',
      unchanged: 'Limit unchanged',
      noPending: 'No limit change is awaiting confirmation',
      confirmed: 'Limit change applied',
    }),
    ...byKey(EXCLUSION_MESSAGES, {
      kind: 'Please choose a time-out or a self-exclusion',
      timeoutLength: `A time-out lasts 1 to ${TIMEOUT_MAX_DAYS} days`,
      exclusionLength: 'A self-exclusion lasts 6 months, or 1, 2 or 5 years',
      confirmRequired: 'The confirmation ID is missing; please start again',
      passwordRequired: 'Please enter your login password',
      wrongPassword: 'Incorrect login password',
      confirmExpired: 'The confirmation has expired; please start again',
      closed: 'Your self-exclusion has ended but your account is still closed; please ask to reopen it first',
      reopenNothing: 'Your account does not need reopening',
    }),
    ...byKey(EXCLUSION_OPS_MESSAGES, {
      kind: 'kind must be timeout or exclusion',
      length: 'length must be a whole number: days of a time-out or months of a self-exclusion',
      reason: 'Please give a reason (1–200 characters)',
      username: 'Please give the member’s user name',
      noMember: 'Member not found',
    }),
  ],
  templates: [
    ...limitNames,
    {
      zh: (until) => limitPendingMessage(until),
      en: (until) => `Raising or removing a limit takes 24 hours: confirm it after ${until} ${BJ}`,
    },
    {
      zh: (until) => limitWaitingMessage(until),
      en: (until) => `This limit change is still waiting: confirm it after ${until} ${BJ}`,
    },
    {
      zh: (name, until) => limitReachedMessage(name, until),
      en: (name, until) => `You have reached your ${name}; try again after ${until} ${BJ}`,
    },
    { zh: (name) => limitExceededMessage(name), en: (name) => `This amount is over your ${name}` },
    {
      zh: (n, until) => EXCLUSION_MESSAGES.summary('timeout', Number(n), until),
      en: (n, until) => summary(`A time-out of ${days(n)}`, until),
    },
    {
      zh: (n, until) => EXCLUSION_MESSAGES.summary('exclusion', Number(n) * 12, until),
      en: (n, until) => summary(`A self-exclusion of ${years(n)}`, until),
    },
    {
      // A marker is never a multiple of 12: the months' wording.
      zh: (n, until) => EXCLUSION_MESSAGES.summary('exclusion', Number(n), until),
      en: (n, until) => summary(`A self-exclusion of ${n} months`, until),
    },
    {
      zh: (until) => EXCLUSION_MESSAGES.confirmed('timeout', until),
      en: (until) => `Your time-out has started and ends ${until} ${BJ}`,
    },
    {
      zh: (until) => EXCLUSION_MESSAGES.confirmed('exclusion', until),
      en: (until) => `Your self-exclusion has started and ends ${until} ${BJ}`,
    },
    {
      zh: (until) => EXCLUSION_MESSAGES.noShortening(until),
      en: (until) => `A restriction cannot be shortened or ended early; the current one runs until ${until} ${BJ}`,
    },
    {
      zh: (until) => EXCLUSION_MESSAGES.timeout(until),
      en: (until) => `You are on a time-out until ${until} ${BJ}; ${ONLY}`,
    },
    {
      zh: (until) => EXCLUSION_MESSAGES.exclusion(until),
      en: (until) => `You have self-excluded until ${until} ${BJ}; ${ONLY}`,
    },
    { zh: (at) => EXCLUSION_MESSAGES.reopening(at), en: (at) => `Your account reopens at ${at} ${BJ}` },
    {
      zh: (until) => EXCLUSION_MESSAGES.reopenTooEarly(until),
      en: (until) => `Your self-exclusion runs until ${until} ${BJ}; you can ask to reopen only after it ends`,
    },
    {
      zh: (at) => EXCLUSION_MESSAGES.reopenRequested(at),
      en: (at) => `Reopening requested: your account opens at ${at} ${BJ}`,
    },
  ],
};
