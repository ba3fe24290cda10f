/**
 * The English texts of the feature domains (lib/text/en/*): no Chinese left except the contract
 * messages they import (those the message sink translates at display time), and counts in English
 * plurals. Key parity of the whole catalogue is checked by catalogue-parity.test.ts.
 */
import * as en from '@/lib/text/en-US';
import * as zh from '@/lib/text/zh-CN';

const DOMAINS = [
  'lottery',
  'kefu',
  'game',
  'wallet',
  'transfer',
  'downline',
  'deposit',
  'withdraw',
  'cards',
  'password',
  'records',
  'bet',
  'content',
  'concise',
  'hallAlt',
  'discover',
  'rewards',
  'activities',
  'invite',
  'responsible',
  'protection',
] as const;

const HAN = /\p{Script=Han}/u;

/** Every text of a domain as [path, English, Chinese]; a function is called with sample arguments. */
function leaves(e: unknown, z: unknown, path: string): [string, string, string][] {
  if (typeof e === 'function' && typeof z === 'function') {
    const args = Array.from({ length: z.length }, () => '7');
    return [[path, e(...args), z(...args)]];
  }
  if (typeof e === 'string') return [[path, e, String(z)]];
  if (e && typeof e === 'object') {
    return Object.keys(e).flatMap((k) =>
      leaves((e as Record<string, unknown>)[k], (z as Record<string, unknown>)[k], `${path}.${k}`),
    );
  }
  return [];
}

describe('English feature domains', () => {
  it.each(DOMAINS)('%s has no Chinese but the contract messages it imports', (domain) => {
    const left = leaves(en[domain], zh[domain], domain).filter(([, e, z]) => HAN.test(e) && e !== z);
    expect(left.map(([path, e]) => `${path}: ${e}`)).toEqual([]);
  });

  it('says counts in English plurals', () => {
    expect(en.bet.picked(1)).toBe('1 bet selected');
    expect(en.bet.totalValue(3, '30.00')).toBe('3 bets, ¥30.00 in total');
    expect(en.content.unreadBadge(1)).toBe('1 unread message');
    expect(en.responsible.exclusion.days(1)).toBe('1 day');
    expect(en.responsible.exclusion.months(24)).toBe('2 years');
    expect(en.responsible.exclusion.months(6)).toBe('6 months');
    expect(en.protection.check.loggedIn(1, 5)).toBe('Logged in for 1 hour 5 minutes');
    expect(en.protection.realityCheck.every(30)).toBe('Every 30 minutes');
  });

  it('keeps the session line net last (the screen colours what follows the words)', () => {
    expect(en.protection.sessionLine('00:12:00', '\u0000').endsWith('\u0000')).toBe(true);
  });
});
