import { signInTrial, trialOffered } from '@/lib/auth/flows';
import { setConfigForTests, DEFAULT_CONFIG } from '@/lib/config';
import { mockFetch, ok } from '../support/fetch-mock';
import { resetApp } from '../support/render';

beforeEach(() => resetApp('#/login'));

describe('trial account source', () => {
  it("logs in with the operator's configured trial account when config.json names one", async () => {
    setConfigForTests({ trial: { enabled: true, username: 'optrial01', password: 'opsecret' } });
    const { calls, pathsCalled } = mockFetch({
      '/api/login_pc': () => ok({ api_token: 'op-tok' }),
      '/api/user': () => ok({ username: 'optrial01', balance: '2000.00' }),
    });
    await signInTrial();
    expect(pathsCalled()).not.toContain('/api/trial');
    expect(calls[0].body).toEqual({ name: 'optrial01', password: 'opsecret' });
    expect(localStorage.getItem('token')).toBe('op-tok');
  });

  it('is offered unless config.json or the server turns it off', () => {
    setConfigForTests({});
    expect(trialOffered(null)).toBe(true);
    expect(trialOffered(false)).toBe(false);
    setConfigForTests({ trial: { ...DEFAULT_CONFIG.trial, enabled: false } });
    expect(trialOffered(true)).toBe(false);
  });

  it('keeps no trial credential in the bundle: the default config has none', () => {
    expect(DEFAULT_CONFIG.trial).toEqual({ enabled: true });
  });
});
