/**
 * /api/gamelistBycode: the demo catalogue per platform, with tile images the server ships.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './helpers.ts';

describe('/api/gamelistBycode', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('answers the tiles of the platform named by platform_name or gamecode', async () => {
    for (const platform of ['obgdy', 'fgdz', 'pp', 'ae']) {
      const legacy = await call(t.app, '/api/gamelistBycode', { token: null, body: { platform_name: platform } });
      const spec = await call(t.app, '/api/gamelistBycode', { token: null, body: { gamecode: platform } });
      assert.equal(legacy.body.code, 200);
      assert.ok(legacy.body.data.length >= 5, platform);
      assert.deepEqual(spec.body.data, legacy.body.data);
      for (const tile of legacy.body.data) {
        assert.equal(tile.catecode, platform);
        assert.ok(tile.gamename && tile.gamecode);
        assert.match(tile.gamepic, new RegExp(`^http://localhost/uploads/tiles/${platform}/[\\w-]+\\.svg$`));
      }
    }
  });

  it('every tile image is served from the repository (no outside URL)', async () => {
    const tiles = (await call(t.app, '/api/gamelistBycode', { body: { platform_name: 'pp' } })).body.data;
    for (const tile of tiles) {
      const image = await t.app.inject({ url: new URL(tile.gamepic).pathname });
      assert.equal(image.statusCode, 200, tile.gamepic);
      assert.match(String(image.headers['content-type']), /image\/svg\+xml/);
    }
  });

  it('an unknown or missing platform answers an empty list', async () => {
    assert.deepEqual((await call(t.app, '/api/gamelistBycode', { body: { platform_name: 'zz' } })).body.data, []);
    assert.deepEqual((await call(t.app, '/api/gamelistBycode', { method: 'GET' })).body.data, []);
  });

  it('a tile launches its game at its venue (getGameUrl with the catecode and gamecode)', async () => {
    const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    const [tile] = (await call(t.app, '/api/gamelistBycode', { body: { platform_name: 'pp' } })).body.data;
    const r = await call(t.app, '/api/getGameUrl', {
      token,
      body: { plat_name: tile.catecode, game_type: tile.gamecode, game_code: 'concise', is_mobile_url: 1 },
    });
    assert.equal(r.body.code, 200, r.text);
    assert.match(r.body.data.url, /\/sandbox\/game\?ticket=/);
  });
});
