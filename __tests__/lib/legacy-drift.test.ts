/** What legacy back ends send differently, read once in the normalisers. */
import { setConfigForTests, uploadUrl } from '@/lib/config';
import { toActivity } from '@/lib/api/normalise/activities';
import { toTurnover } from '@/lib/api/withdraw';

const activity = (banner: string) =>
  toActivity({ id: 7, title: '首存', type: 2, banner, can_apply: 1, state: 1, apply_count: 0, created_at: '' });

describe('activity banners on a legacy back end', () => {
  afterEach(() => setConfigForTests(null));

  it('resolves a bare path under the API origin /uploads/, a /path from its root', () => {
    setConfigForTests({ apiBaseUrl: 'https://api.example:8443/prefix' });
    expect(activity('images/act7.jpg').banner).toBe('https://api.example:8443/uploads/images/act7.jpg');
    expect(activity('activities/x.svg').banner).toBe('https://api.example:8443/uploads/activities/x.svg');
    expect(activity('/uploads/activities/x.svg').banner).toBe('https://api.example:8443/uploads/activities/x.svg');
    expect(activity('/static/style/a.jpg').banner).toBe('https://api.example:8443/static/style/a.jpg');
  });

  it('keeps absolute URLs, and resolves against this site when the API is same-origin', () => {
    setConfigForTests({ apiBaseUrl: 'https://api.example' });
    expect(activity('https://cdn.example/b.png').banner).toBe('https://cdn.example/b.png');
    expect(activity('').banner).toBe('');
    setConfigForTests({ apiBaseUrl: '' });
    expect(uploadUrl('images/act7.jpg')).toBe('/uploads/images/act7.jpg');
    expect(uploadUrl('/uploads/x.svg')).toBe('/uploads/x.svg');
  });
});

describe('the withdrawal turnover', () => {
  it('is the turnover still required when the server sends `required` (reference server)', () => {
    expect(toTurnover({ bet_amount: '50.00', required: '50.00', achieved: '10.00' })).toEqual({
      kind: 'required',
      amount: 5000,
    });
  });

  it('is the turnover achieved when only bet_amount comes (legacy server)', () => {
    expect(toTurnover({ bet_amount: '3210.00' })).toEqual({ kind: 'achieved', amount: 321000 });
    expect(toTurnover(null)).toEqual({ kind: 'achieved', amount: 0 });
  });
});
