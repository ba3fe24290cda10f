/** The Idempotency-Key header only where the back end announces it (a legacy CORS rejects it). */
import { forgetAppInfoForTests } from '@/lib/api/app';
import { claimRebates, drawRedPacket } from '@/lib/api/rewards';
import { transfer } from '@/lib/api/wallet';
import { startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, resetApp } from '../support/render';

const BODY = { amount: '10.00', sourcetype: 'userbalance', targettype: 'ag' };
const header = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

beforeEach(() => {
  resetApp('#/transfer');
  startSession('tok');
});

describe('money calls and the Idempotency-Key header', () => {
  it('sends it with the idempotency extension', async () => {
    const { calls } = mockFetch({ '/api/transfer': () => ok({ balance: '0.00' }, '转账成功') });
    await transfer(BODY, 'k-1');
    expect(header(calls[0].init)).toBe('k-1');
  });

  it('leaves it out on a legacy back end, asking /api/app once for all later calls', async () => {
    legacyBackend();
    const { calls, pathsCalled } = mockFetch({
      '/api/app': () => ok({ title: 'TG' }),
      '/api/transfer': () => ok({ balance: 0 }, '成功'),
    });
    await transfer(BODY, 'k-1');
    await transfer(BODY, 'k-2');
    expect(calls.filter((c) => c.path === '/api/transfer').map((c) => header(c.init))).toEqual([undefined, undefined]);
    expect(pathsCalled().filter((p) => p === '/api/app')).toHaveLength(1);
  });

  it("decides from the device's copy of /api/app without asking again", async () => {
    legacyBackend();
    forgetAppInfoForTests();
    localStorage.setItem('appInfo', JSON.stringify({ title: 'TG', extensions: ['idempotency'] }));
    const { calls, pathsCalled } = mockFetch({ '/api/transfer': () => ok({ balance: '0.00' }) });
    await transfer(BODY, 'k-3');
    expect(header(calls[0].init)).toBe('k-3');
    expect(pathsCalled()).toEqual(['/api/transfer']);
  });
});

// The red-packet draw and the rebate claim are money actions like the others (docs/API.md#idempotency-key).
describe.each([
  ['the red-packet draw', '/api/douserredpacket', (key: string) => drawRedPacket(key)],
  ['the rebate claim', '/api/dofanshui', (key: string) => claimRebates(key)],
] as const)('%s and the Idempotency-Key header', (_name, path, send) => {
  const answer = () => ok({ redpacketmoney: '1.00', sendnums: 0, acquirednum: 1 }, '成功领取');

  it('sends it with the idempotency extension', async () => {
    const { calls } = mockFetch({ [path]: answer });
    await send('k-7');
    expect(calls.map((c) => [c.path, header(c.init)])).toEqual([[path, 'k-7']]);
  });

  it('leaves it out on a legacy back end', async () => {
    legacyBackend();
    const { calls } = mockFetch({ '/api/app': () => ok({ title: 'TG' }), [path]: answer });
    await send('k-8');
    expect(calls.filter((c) => c.path === path).map((c) => header(c.init))).toEqual([undefined]);
  });
});
