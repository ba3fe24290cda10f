/**
 * Answers are merged into the stored user, never replace it (docs/API.md#refreshusermoney): a
 * legacy refresh is a subset of /api/user, and no legacy answer but register carries the member id.
 */
import { loadUser, refreshUserMoney } from '@/lib/api/user';
import { signIn, signUp } from '@/lib/auth/flows';
import { knownMemberId, sessionStore, startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { resetApp } from '../support/render';

/** A legacy /api/user: no id, the VIP level in current_vip. */
const LEGACY_USER = {
  username: 'agent01',
  balance: '100.00',
  paysum: '3000.00',
  totalgame: '15800.00',
  isagent: 1,
  vip: 12,
  current_vip: 'VIP3',
  next_vip: 'VIP4',
};
/** A legacy /api/refreshusermoney: no paysum, totalgame, isagent, current_vip, next_vip; vip is a row id. */
const LEGACY_REFRESH = { username: 'agent01', balance: '250.50', gameblance: '10.00', vip: 12, fanshui: '1.20' };

beforeEach(() => resetApp('#/'));

describe('user answers are merged', () => {
  it('keeps 代理 and the VIP progress after a legacy refresh, taking its new balance', async () => {
    startSession('tok');
    mockFetch({ '/api/user': () => ok(LEGACY_USER), '/api/refreshusermoney': () => ok(LEGACY_REFRESH, '刷新成功') });
    await loadUser();
    const { user, message } = await refreshUserMoney();
    expect(message).toBe('刷新成功');
    expect(user).toMatchObject({ isAgent: true, vip: 3, paysum: 300000, totalGame: 1580000, balance: 25050 });
    expect(sessionStore.get().user).toMatchObject({ isAgent: true, vip: 3, paysum: 300000, gameBalance: 1000 });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ isAgent: true, vip: 3 });
  });

  it('keeps the member id from /api/user when a later answer lacks it', async () => {
    startSession('tok');
    mockFetch({
      '/api/user': () => ok({ ...LEGACY_USER, id: 77 }),
      '/api/refreshusermoney': () => ok(LEGACY_REFRESH),
    });
    await loadUser();
    await refreshUserMoney();
    expect(sessionStore.get().user?.id).toBe(77);
  });

  it("keeps a legacy register's id (the whole user row) through the login and /api/user that lack it", async () => {
    mockFetch({
      '/api/register': () => ok({ username: 'newbie01', password: '$2y$10$x', api_token: 'r', id: 123 }),
      '/api/login_pc': () => ok({ username: 'newbie01', api_token: 'tok' }),
      '/api/user': () => ok({ ...LEGACY_USER, username: 'newbie01' }),
    });
    await signUp({
      name: 'newbie01',
      password: 'secret12',
      confirmPass: 'secret12',
      realname: 'newbie01',
      paypassword: '123456',
      code: '',
    });
    expect(sessionStore.get().user?.id).toBe(123);
    expect(knownMemberId(sessionStore.get().user)).toBe(123);
    expect(JSON.stringify(sessionStore.get().user)).not.toContain('$2y$');
  });

  it("takes the id from a login's user_id; a legacy login alone knows none", async () => {
    mockFetch({
      '/api/login_pc': (b) => ok({ api_token: 'tok', ...(b.name === 'rewrite01' ? { user_id: 55 } : {}) }),
      '/api/user': () => ok(LEGACY_USER),
    });
    await signIn('rewrite01', 'secret12');
    expect(sessionStore.get().user?.id).toBe(55);
    await signIn('legacy01', 'secret12');
    expect(sessionStore.get().user?.id).toBeNull();
    expect(knownMemberId(sessionStore.get().user)).toBeNull();
  });
});
