/**
 * docs/SCREENS.md#restricted: the member's restriction in the session. /api/user is whole (no
 * `protection` = open); a refresh is a subset, merged; the login answer's holds when /api/user fails;
 * a call refused with the restriction's message re-reads /api/user.
 */
import { waitFor } from '@testing-library/react';
import { call } from '@/lib/api/client';
import { toUser, toUserPatch } from '@/lib/api/normalise/member';
import { toProtection } from '@/lib/api/normalise/restriction';
import { loadUser, refreshUserMoney } from '@/lib/api/user';
import { landingAfterLogin, signIn } from '@/lib/auth/flows';
import { installRestrictionWatch } from '@/lib/protection/restriction-watch';
import { isRestrictionRefusal } from '@/lib/protection/restriction';
import { saveUser, sessionStore, startSession } from '@/lib/session';
import { EXCLUSION_MESSAGES } from '@/contract/protection/rules';
import { mockFetch, ok } from '../support/fetch-mock';
import { resetApp } from '../support/render';

const UNTIL = '2027-11-26 21:50:00';
const TIMEOUT = {
  state: 'timeout',
  until: UNTIL,
  reopen_at: null,
  message: EXCLUSION_MESSAGES.timeout(UNTIL),
} as const;
const USER = { id: 7, username: 'player01', balance: '88.00', paysum: '300.00', isagent: 1 };

beforeEach(() => resetApp('#/'));

describe('the protection normaliser', () => {
  it('reads a restricted state and treats open, unknown or none as no restriction', () => {
    expect(toProtection(TIMEOUT)).toEqual({
      state: 'timeout',
      until: UNTIL,
      reopenAt: null,
      message: '您正处于冷静期，至2027-11-26 21:50:00（北京时间）结束，期间只能查询余额和提款',
    });
    expect(toProtection({ state: 'open', until: null, reopen_at: null, message: null })).toBeNull();
    expect(toProtection(undefined)).toBeNull();
    expect(toUser(USER).protection).toBeNull();
  });

  it("fills an empty message with the contract's words for the state", () => {
    const reopening = toProtection({ state: 'reopening', until: null, reopen_at: '2026-01-02 10:00:00', message: '' });
    expect(reopening?.message).toBe('账户将于2026-01-02 10:00:00（北京时间）重新开放');
    expect(toProtection({ state: 'closed', until: null, reopen_at: null, message: null })?.message).toBe(
      '自我排除已结束，账户仍处于关闭状态，请先申请重新开放',
    );
  });

  it('puts protection in a patch only when the answer carried it', () => {
    expect(toUserPatch(USER)).not.toHaveProperty('protection');
    expect(toUserPatch({ ...USER, protection: TIMEOUT }).protection?.state).toBe('timeout');
  });
});

describe('protection through the session', () => {
  it('keeps it through a refresh that does not carry it, and keeps the rest through one that does', async () => {
    startSession('tok');
    mockFetch({
      '/api/user': () => ok({ ...USER, protection: TIMEOUT }),
      '/api/refreshusermoney': () => ok({ username: 'player01', balance: '90.00' }),
    });
    await loadUser();
    await refreshUserMoney();
    expect(sessionStore.get().user).toMatchObject({ balance: 9000, isAgent: true, protection: { state: 'timeout' } });
  });

  it('forgets it when /api/user no longer carries it (the time-out ended)', async () => {
    startSession('tok');
    saveUser(toUser({ ...USER, protection: TIMEOUT }));
    mockFetch({ '/api/user': () => ok(USER) });
    await loadUser();
    expect(sessionStore.get().user?.protection).toBeNull();
    expect(sessionStore.get().user?.paysum).toBe(30000);
  });

  it('lands a restricted member on /restricted after login; the login answer holds when /api/user fails', async () => {
    mockFetch({
      '/api/login_pc': () => ok({ api_token: 'tok', id: 7, protection: TIMEOUT }),
      '/api/user': () => ({ code: 500, message: '服务器异常' }),
    });
    const user = await signIn('player01', 'secret12');
    expect(user?.protection?.state).toBe('timeout');
    expect(sessionStore.get().user?.protection?.state).toBe('timeout');
    expect(landingAfterLogin(user, '/mine')).toBe('/restricted');
    expect(landingAfterLogin(toUser(USER), '/mine')).toBe('/mine');
    expect(landingAfterLogin(null, '/')).toBe('/');
  });
});

describe('the restriction refusal', () => {
  it("recognises the server's four state messages with code 403 only", () => {
    expect(isRestrictionRefusal(403, EXCLUSION_MESSAGES.timeout(UNTIL))).toBe(true);
    expect(isRestrictionRefusal(403, EXCLUSION_MESSAGES.exclusion(UNTIL))).toBe(true);
    expect(isRestrictionRefusal(403, EXCLUSION_MESSAGES.closed)).toBe(true);
    expect(isRestrictionRefusal(403, EXCLUSION_MESSAGES.reopening(UNTIL))).toBe(true);
    expect(isRestrictionRefusal(1000, EXCLUSION_MESSAGES.closed)).toBe(false);
    expect(isRestrictionRefusal(403, '确认已过期，请重新申请')).toBe(false);
  });

  it('re-reads /api/user once, so the guard can move the member to /restricted', async () => {
    installRestrictionWatch();
    startSession('tok');
    saveUser(toUser(USER));
    const api = mockFetch({
      '/api/messageNum': () => ({ code: 403, message: TIMEOUT.message, data: [] }),
      '/api/user': () => ok({ ...USER, protection: TIMEOUT }),
    });
    await expect(call('/api/messageNum', {})).rejects.toThrow(TIMEOUT.message);
    await waitFor(() => expect(sessionStore.get().user?.protection?.state).toBe('timeout'));
    // Known now: further refusals read nothing more.
    await expect(call('/api/messageNum', {})).rejects.toThrow();
    expect(api.pathsCalled().filter((p) => p === '/api/user')).toHaveLength(1);
  });
});
