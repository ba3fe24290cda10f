/**
 * Profile update (/api/updateuserinfo) and the avatar upload (/api/uploadimg): the client's
 * rules and messages, type by magic bytes, the size limit, re-encoding without metadata, random
 * names served with nosniff and a long cache, the previous file removed.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, PROFILE_MESSAGES } from '../../contract/profile/rules.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { newMember, type Member } from './money-helpers.ts';

function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = `----members${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('profile and avatar', () => {
  let t: TestApp;
  let m: Member;
  before(async () => {
    t = await createTestApp();
    m = await newMember(t.app);
  });
  after(async () => t.close());

  const update = (body: Record<string, string>) =>
    call(t.app, '/api/updateuserinfo', { token: m.token, body: { mobile: '', email: '', birthday: '', ...body } });

  async function upload(file: Buffer, filename = 'a.png', type = 'image/png', token = m.token) {
    const { payload, contentType } = multipartBody(file, filename, type);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/uploadimg',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    return { status: r.statusCode, body: r.json() };
  }

  const user = async () => (await call(t.app, '/api/user', { token: m.token })).body.data;

  it('updateuserinfo: 操作成功 and the user shows the new values', async () => {
    const r = await update({ mobile: '13800138000', email: 'a.b@example.com', birthday: '1990-05-01' });
    assert.deepEqual([r.body.code, r.body.message], [200, PROFILE_MESSAGES.saved]);
    const u = await user();
    assert.deepEqual([u.mobile, u.email, u.birthday], ['13800138000', 'a.b@example.com', '1990-05-01']);
    assert.equal((await update({})).body.code, 200);
    assert.equal((await user()).mobile, '');
  });

  it('updateuserinfo refuses with the client messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ mobile: '12800138000' }, PROFILE_MESSAGES.mobile],
      [{ mobile: '1380013800' }, PROFILE_MESSAGES.mobile],
      [{ email: 'not-an-email' }, PROFILE_MESSAGES.email],
      [{ birthday: '1990/05/01' }, PROFILE_MESSAGES.birthday],
      [{ birthday: '1990-02-30' }, PROFILE_MESSAGES.birthday],
      [{ birthday: '1979-12-31' }, PROFILE_MESSAGES.birthdayRange],
      [{ birthday: '2999-01-01' }, PROFILE_MESSAGES.birthdayRange],
    ];
    for (const [body, message] of cases) {
      const r = await update(body);
      assert.deepEqual([r.body.code, r.body.message], [1000, message], JSON.stringify(body));
    }
    const wrongType = await call(t.app, '/api/updateuserinfo', { token: m.token, body: { mobile: { x: 1 } } });
    assert.deepEqual([wrongType.body.code, wrongType.body.message], [1000, PROFILE_MESSAGES.mobile]);
  });

  it('uploads a PNG: re-encoded to at most 256×256 under a random name, served with nosniff and a year of cache', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e8414d' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    const r = await upload(png, 'me.png');
    assert.equal(r.body.code, 200, JSON.stringify(r.body));
    assert.match(r.body.data.path, /^http:\/\/localhost(:\d+)?\/uploads\/avatar\/[0-9a-f]{32}\.png$/);
    assert.equal((await user()).avatar, r.body.data.path);
    const served = await t.app.inject({ method: 'GET', url: new URL(r.body.data.path).pathname });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['cache-control']), /max-age=31536000/);
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height, meta.exif], [256, 256, undefined]);
    assert.ok(!served.rawPayload.includes(Buffer.from('secret-camera')));
  });

  it('accepts JPEG and GIF (GIF stored as PNG), strips EXIF, and removes the previous avatar file', async () => {
    const dir = join(t.config.dataDir, 'avatars');
    const jpeg = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#3366ff' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'gps-and-name' } } })
      .toBuffer();
    const first = await upload(jpeg, 'me.jpg', 'image/jpeg');
    assert.match(first.body.data.path, /\.jpg$/);
    const stored = await t.app.inject({ method: 'GET', url: new URL(first.body.data.path).pathname });
    assert.equal((await sharp(stored.rawPayload).metadata()).exif, undefined);
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00aa00' } })
      .gif()
      .toBuffer();
    const second = await upload(gif, 'me.gif', 'image/gif');
    assert.match(second.body.data.path, /\.png$/);
    const files = readdirSync(dir);
    assert.deepEqual(files, [new URL(second.body.data.path).pathname.split('/').pop()]);
    assert.ok(!existsSync(join(dir, new URL(first.body.data.path).pathname.split('/').pop()!)));
  });

  it('refuses a renamed HTML or SVG file, a fake PNG and an oversized file; the avatar stays', async () => {
    const before = (await user()).avatar;
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>'),
    ]);
    for (const [bytes, name] of [
      [html, 'evil.png'],
      [svg, 'evil.png'],
      [svg, 'evil.svg'],
      [fakePng, 'fake.png'],
    ] as const) {
      const r = await upload(bytes, name, 'image/png');
      assert.deepEqual([r.body.code, r.body.message], [201, AVATAR_MESSAGES.failed], name);
    }
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(AVATAR_MAX_BYTES),
    ]);
    const big = await upload(huge, 'big.png');
    assert.deepEqual([big.body.code, big.body.message], [201, AVATAR_MESSAGES.tooLarge]);
    assert.equal((await user()).avatar, before);
  });

  it('needs a member and a multipart body; unknown avatar names are 404', async () => {
    const visitor = await upload(Buffer.from('x'), 'a.png', 'image/png', '');
    assert.equal(visitor.body.code, 401);
    const json = await call(t.app, '/api/uploadimg', { token: m.token, body: { file: 'x' } });
    assert.deepEqual([json.body.code, json.body.message], [201, AVATAR_MESSAGES.failed]);
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/avatar/..%2F..%2Fops-token' });
    assert.equal(traversal.statusCode, 404);
  });
});
