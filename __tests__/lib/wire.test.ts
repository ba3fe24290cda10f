import { toAppInfo, toLogin, toUser, vipLevel } from '@/lib/api/normalise/member';
import { toPage } from '@/lib/api/normalise/scalars';
import { centsToDecimal, formatMoney, toCents } from '@/lib/money';
import { beijingToday, parseBeijing } from '@/lib/time';
import { formatBeijing } from '@/lib/time-format';
import { parseConfig, DEFAULT_CONFIG, setConfigForTests, assetUrl } from '@/lib/config';

describe('money at the edge', () => {
  it('parses string and number money into exact cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents(35.5)).toBe(3550);
    expect(toCents(0)).toBe(0);
    expect(toCents('0.00')).toBe(0);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1,000.01')).toBe(100001);
    expect(toCents(undefined)).toBe(0);
    expect(toCents('abc')).toBe(0);
  });
  it('reads decimals on their digits, as a decimal library would (no big.js in the boot)', () => {
    expect(toCents('12.345')).toBe(1235);
    expect(toCents(-12.345)).toBe(-1235);
    expect(toCents('0.004')).toBe(0);
    expect(toCents('-0.004')).toBe(0);
    expect(toCents('.5')).toBe(50);
    expect(toCents('5.')).toBe(500);
    expect(toCents('1e3')).toBe(100000);
    expect(toCents('1.5E-2')).toBe(2);
    expect(toCents(1e21)).toBe(1e23);
    expect(toCents('9007199254740.99')).toBe(900719925474099);
    expect(toCents('00012.10')).toBe(1210);
    for (const bad of ['-', '.', '+3.2', '1.2.3', 'e5', NaN, Infinity]) expect(toCents(bad)).toBe(0);
  });
  it('formats cents without float drift', () => {
    expect(centsToDecimal(30)).toBe('0.30');
    expect(centsToDecimal(-123456789)).toBe('-1234567.89');
    expect(centsToDecimal(12.5)).toBe('0.13');
    expect(centsToDecimal(-12.5)).toBe('-0.13');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(-5)).toBe('-0.05');
  });
});

describe('Beijing time', () => {
  it('parses Y-m-d H:i:s as UTC+8 whatever the device zone', () => {
    expect(parseBeijing('2024-05-01 13:45:09')).toBe(Date.UTC(2024, 4, 1, 5, 45, 9));
    expect(parseBeijing('2024-05-01')).toBe(Date.UTC(2024, 3, 30, 16, 0, 0));
    expect(parseBeijing('not a date')).toBeNull();
    expect(parseBeijing(null)).toBeNull();
  });
  it('formats epoch ms as Beijing wall time and gives the Beijing date', () => {
    expect(formatBeijing(Date.UTC(2024, 4, 1, 17, 0, 0))).toBe('2024-05-02 01:00:00');
    expect(beijingToday(Date.UTC(2024, 4, 1, 15, 59, 59))).toBe('2024-05-01');
    expect(beijingToday(Date.UTC(2024, 4, 1, 16, 0, 0))).toBe('2024-05-02');
  });
  it('formats every pattern the screens use, padded, the rest of the pattern as written', () => {
    const at = Date.UTC(2024, 0, 2, 20, 4, 5); // 2024-01-03 04:04:05 in Beijing
    expect(formatBeijing(at, 'YYYY-MM-DD HH:mm')).toBe('2024-01-03 04:04');
    expect(formatBeijing(at, 'MM-DD HH:mm:ss')).toBe('01-03 04:04:05');
    expect(formatBeijing(at, 'HH:mm:ss')).toBe('04:04:05');
    // Across the year's end in Beijing only.
    expect(formatBeijing(Date.UTC(2024, 11, 31, 16, 0, 0))).toBe('2025-01-01 00:00:00');
  });
});

describe('wire normalisers', () => {
  it('reads the legacy user shape (strings, no id) into the UI user', () => {
    const u = toUser({
      username: 'player01',
      balance: '1520.35',
      gameblance: 35.5,
      vip: 3,
      current_vip: 'VIP7',
      isagent: 0,
      transferstatus: '1',
      joinday: '41',
      withdrawcashfee: '5',
      withdrawfeeusdttrc: '1',
    });
    expect(u).toMatchObject({
      id: null,
      username: 'player01',
      balance: 152035,
      gameBalance: 3550,
      vip: 7,
      isAgent: false,
      autoTransfer: true,
      joinDays: 41,
      feeErc20: '5',
      feeTrc20: '1',
    });
  });
  it('takes the VIP level from the text after P in current_vip, else vip, bounded 1–10', () => {
    expect(vipLevel({ vip: 3, current_vip: 'VIP5' })).toBe(5);
    expect(vipLevel({ vip: '2' })).toBe(2);
    expect(vipLevel({ vip: 0 })).toBe(1);
  });
  it('shows maintenance only for site_state 0 or "0"', () => {
    expect(toAppInfo({ site_state: '0', repair_tips: '维护' })).toMatchObject({ siteOpen: false, repairTips: '维护' });
    expect(toAppInfo({ site_state: 0 }).siteOpen).toBe(false);
    expect(toAppInfo({ site_state: '1' }).siteOpen).toBe(true);
    expect(toAppInfo({ site_state: '' }).siteOpen).toBe(true);
    expect(toAppInfo(null).siteOpen).toBe(true);
  });
  it('reads a login answer from api_token or token', () => {
    expect(toLogin({ api_token: 'abc', username: 'u' })).toEqual({
      token: 'abc',
      username: 'u',
      id: null,
      protection: null,
    });
    expect(toLogin({ api_token: '', token: 'jwt', user_id: 9 })).toEqual({
      token: 'jwt',
      username: '',
      id: 9,
      protection: null,
    });
    expect(toLogin({ api_token: 'abc', id: 12 })?.id).toBe(12);
    expect(toLogin(null)).toBeNull();
  });
  it('reads a paginator, a bare array and nothing', () => {
    const page = toPage(
      { current_page: 2, data: [{ n: 1 }], from: 11, to: 11, last_page: 3, per_page: 10, total: 21 },
      (x: { n: number }) => x.n,
    );
    expect(page).toEqual({ page: 2, lastPage: 3, total: 21, rows: [1] });
    expect(toPage([{ n: 5 }], (x: { n: number }) => x.n)).toEqual({ page: 1, lastPage: 1, total: 1, rows: [5] });
    expect(toPage('' as never, (x: unknown) => x)).toEqual({ page: 1, lastPage: 1, total: 0, rows: [] });
  });
});

describe('runtime config', () => {
  afterEach(() => setConfigForTests(null));
  it('falls back to same origin for a missing or broken file', () => {
    expect(parseConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('x')).toEqual(DEFAULT_CONFIG);
  });
  it('keeps only known keys and trims trailing slashes', () => {
    const c = parseConfig({ apiBaseUrl: 'https://api.op.example/', trial: { enabled: false }, evil: 1 });
    expect(c.apiBaseUrl).toBe('https://api.op.example');
    expect(c.trial.enabled).toBe(false);
    expect(c).not.toHaveProperty('evil');
  });
  it('resolves relative asset URLs against the API base', () => {
    setConfigForTests({ apiBaseUrl: 'https://api.op.example' });
    expect(assetUrl('/uploads/b1.png')).toBe('https://api.op.example/uploads/b1.png');
    expect(assetUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
