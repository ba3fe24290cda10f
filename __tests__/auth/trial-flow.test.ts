import { signInTrial, trialOffered } from '@/lib/auth/flows';
import { setConfigForTests, DEFAULT_CONFIG } from '@/lib/config';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, resetApp } from '../support/render';

beforeEach(() => resetApp('#/login'));

const SHARED = { trial: { enabled: true, username: 'optrial01', password: 'opsecret' } };

describe('trial account source', () => {
  it("logs a legacy back end into the operator's shared trial account (config.json) through /api/login_pc", async () => {
    legacyBackend([]);
    setConfigForTests(SHARED);
    const { calls, pathsCalled } = mockFetch({
      '/api/login_pc': () => ok({ api_token: 'op-tok' }),
      '/api/user': () => ok({ username: 'optrial01', balance: '2000.00' }),
    });
    await signInTrial();
    expect(pathsCalled()).not.toContain('/api/trial');
    expect(calls[0].body).toEqual({ name: 'optrial01', password: 'opsecret' });
    expect(localStorage.getItem('token')).toBe('op-tok');
  });

  it('asks /api/trial only when the back end announces the trial extension, shared account or not', async () => {
    setConfigForTests(SHARED);
    const { pathsCalled } = mockFetch({
      '/api/trial': () => ok({ api_token: 'guest-tok', username: 'guest1', id: 41 }),
      '/api/user': () => ok({ username: 'guest1', balance: '2000.00' }),
    });
    await signInTrial();
    expect(pathsCalled()).toEqual(['/api/trial', '/api/user']);
    expect(localStorage.getItem('memberId')).toBe('41');
  });

  it('is offered with the trial call unless config.json or the server turns it off', () => {
    setConfigForTests({});
    expect(trialOffered(null, true)).toBe(true);
    expect(trialOffered(false, true)).toBe(false);
    setConfigForTests({ trial: { ...DEFAULT_CONFIG.trial, enabled: false } });
    expect(trialOffered(true, true)).toBe(false);
  });

  it('without the trial call (or before /api/app answered) is offered only with a shared account', () => {
    setConfigForTests({});
    expect(trialOffered(null, false)).toBe(false);
    expect(trialOffered(null, undefined)).toBe(false);
    setConfigForTests(SHARED);
    expect(trialOffered(null, false)).toBe(true);
    expect(trialOffered(null, undefined)).toBe(true);
  });

  it('keeps no trial credential in the bundle: the default config has none', () => {
    expect(DEFAULT_CONFIG.trial).toEqual({ enabled: true });
  });
});
