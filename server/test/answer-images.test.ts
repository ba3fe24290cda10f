/**
 * Every picture our answers name is a real picture: the test walks the answers a client reads
 * (hall, banners and their built-in defaults, banks, receiving accounts, the member and their
 * VIP badge, lotteries and rooms, tiles, activities, cards, a QR deposit) and fetches every image
 * URL in them, expecting 200, an image content type and a body that decodes as that image.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { call, createTestApp, DEMO_PASSWORD, loginAs, registerUser, type TestApp } from './helpers.ts';

/** Keys whose value is a picture in the contract's shapes. */
const IMAGE_KEY = /(img|logo|pic|ico|src|avatar|vipname|qrcode|image|banner)$/i;
const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp)(\?|$)/i;

interface Found {
  key: string;
  url: string;
  from: string;
}

/**
 * Every string that names a picture, anywhere in an answer's data. A bare stored path
 * (`bank_img: "banks/icbc.svg"`, like the legacy `images/icbc.png`) is relative to /uploads/.
 */
function imageUrls(value: unknown, from: string, key = ''): Found[] {
  if (typeof value === 'string') {
    if (/^https?:\/\//.test(value) || value.startsWith('/'))
      return IMAGE_KEY.test(key) || IMAGE_FILE.test(value) ? [{ key, url: value, from }] : [];
    return IMAGE_KEY.test(key) && IMAGE_FILE.test(value) ? [{ key, url: `/uploads/${value}`, from }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => imageUrls(item, from, key));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => imageUrls(v, from, k));
  return [];
}

describe('pictures named by our answers', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  async function collect(): Promise<Found[]> {
    const demo = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    const member = await registerUser(t.app);
    const bound = [
      { bank: '中国银行', bank_owner: '张三', bank_address: '北京分行', bank_no: '6217000010001234' },
      { bank: 'USDT', bank_owner: 'TRC20', bank_no: 'TXyzDemoWa11etAddressForTestsQ7kP9' },
    ];
    for (const card of bound) {
      const r = await call(t.app, '/api/bindcard', {
        token: member.token,
        body: { ...card, pay_pass: member.payPassword },
      });
      assert.equal(r.body.code, 200, r.text);
    }
    const deposit = await call(t.app, '/api/recharge', {
      token: member.token,
      body: { paytype: 'wxpay', amount: '150' },
      headers: { 'idempotency-key': 'answer-images-deposit-0001' },
    });
    assert.equal(deposit.body.code, 200, deposit.text);

    const calls: [string, string | null, Record<string, unknown>?][] = [
      ['/api/app', null],
      ['/api/game/list', null],
      ['/api/bannerList', null, { type: 2 }],
      ['/api/banklist', null],
      ['/api/getpaybank', member.token],
      ['/api/user', demo],
      ['/api/refreshusermoney', demo],
      ['/api/user', member.token],
      ['/api/uservip', null],
      ['/api/lotteryList', null],
      ['/api/activitylist', null],
      ['/api/getcard', member.token, { type: 1 }],
      ['/api/getcard', member.token, { type: 2 }],
      ['/api/payinfo', member.token, { deposit_no: deposit.body.data.deposit_no }],
    ];
    for (const platform_name of ['obgdy', 'fgdz', 'pp', 'ae'])
      calls.push(['/api/gamelistBycode', null, { platform_name }]);
    const found: Found[] = [];
    for (const [url, token, body] of calls) {
      const r = await call(t.app, url, { token, body: body ?? {} });
      assert.equal(r.body?.code, 200, `${url}: ${r.text.slice(0, 200)}`);
      found.push(...imageUrls(r.body.data, url));
    }
    // A lottery room: its chat history carries the authors' avatars.
    const rooms = await call(t.app, '/api/lotteryRoom', { token: null, body: { name: '加拿大28' } });
    const room = await call(t.app, '/api/lotteryRoom', { token: demo, body: { room_id: rooms.body.data[0].id } });
    found.push(...imageUrls(room.body.data, '/api/lotteryRoom'));
    // With no banner published, the built-in defaults answer.
    await t.db.query('UPDATE banners SET state = 0');
    const defaults = await call(t.app, '/api/bannerList', { token: null, body: { type: 2 } });
    found.push(...imageUrls(defaults.body.data, '/api/bannerList (defaults)'));
    await t.db.query('UPDATE banners SET state = 1');
    return found;
  }

  it('every image URL of every answer resolves to an image', async () => {
    const found = await collect();
    const keys = new Set(found.map((f) => f.key));
    for (const key of [
      'site_logo',
      'check_yes_img',
      'check_no_img',
      'api_logo_img',
      'mobile_img',
      'src',
      'ico',
      'bank_img',
      'vipname',
      'avatar',
      'logo',
      'gamepic',
      'payimg',
    ])
      assert.ok(keys.has(key), `no ${key} was seen: the walk no longer reaches that answer`);
    const distinct = new Map(found.map((f) => [f.url, f]));
    assert.ok(distinct.size >= 40, `only ${distinct.size} pictures found`);
    for (const { url, key, from } of distinct.values()) {
      const parsed = new URL(url, 'http://localhost');
      const r = await t.app.inject({ method: 'GET', url: parsed.pathname + parsed.search });
      assert.equal(r.statusCode, 200, `${from} ${key}: ${url}`);
      assert.match(String(r.headers['content-type']), /^image\//, `${from} ${key}: ${url}`);
      assert.ok(r.rawPayload.length > 0, url);
      // It decodes as the picture its type says (a composed SVG with a broken id or tag would not).
      const { format } = await sharp(r.rawPayload).metadata();
      const type = String(r.headers['content-type']).split(/[/+;]/)[1];
      assert.equal(format === 'jpeg' ? 'jpeg' : format, type === 'jpg' ? 'jpeg' : type, `${from} ${key}: ${url}`);
    }
  });
});
