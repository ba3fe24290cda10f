import { call } from '@/lib/api/client';
import { setConfigForTests } from '@/lib/config';
import { mockFetch, ok } from '../support/fetch-mock';

beforeEach(() => setConfigForTests({ apiBaseUrl: 'https://api.example' }));
afterEach(() => {
  delete process.env.APP_LANG;
});

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('Accept-Language on every API call', () => {
  it('asks for Chinese from the Chinese build (reads and actions alike)', async () => {
    const { calls } = mockFetch({ '/api/user': () => ok({}), '/api/transfer': () => ok() });
    await call('/api/user', {}, { method: 'GET' });
    await call('/api/transfer', { money: '1.00' });
    expect(calls.map((c) => headersOf(c.init)['Accept-Language'])).toEqual(['zh-CN', 'zh-CN']);
  });
  it('asks for English from the English build', async () => {
    process.env.APP_LANG = 'en';
    let english: typeof import('@/lib/api/client') | undefined;
    let config: typeof import('@/lib/config') | undefined;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      english = require('@/lib/api/client');
      config = require('@/lib/config');
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    config!.setConfigForTests({ apiBaseUrl: 'https://api.example' });
    const { calls } = mockFetch({ '/api/user': () => ok({}) });
    await english!.call('/api/user');
    expect(headersOf(calls[0].init)['Accept-Language']).toBe('en');
  });
});
