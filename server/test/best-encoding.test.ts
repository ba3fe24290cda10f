/**
 * The server's own files in their smallest encoding (plugins/external/best-encoding.ts): chosen by
 * Accept-Encoding, decoding to the file, with the cache headers of the plain answer, and never
 * stale after a file is replaced.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings } from '../src/plugins/external/best-encoding.ts';
import { encodeFiles } from '../src/plugins/external/encoder-process.ts';
import { ASSETS_DIR, warmAssetEncodings } from '../src/plugins/external/static.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const BANNER = '/uploads/activities/weekend.svg';
const BANNER_FILE = join(ASSETS_DIR, 'uploads', 'activities', 'weekend.svg');
/** A file of the test's own under uploads/, replaced by the last test. */
const OWN = `best-encoding-${process.pid}.svg`;
const OWN_FILE = join(ASSETS_DIR, 'uploads', OWN);

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${`<rect width="1" height="1" fill="${fill}"/>`.repeat(200)}</svg>`;

describe('uploads in their smallest encoding', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    writeFileSync(OWN_FILE, svg('#111'));
    t = await createTestApp();
    await warmAssetEncodings(t.app);
  });
  after(async () => {
    rmSync(OWN_FILE, { force: true });
    await t.close();
  });

  it('parses Accept-Encoding: q=0 refuses, * stands for the rest', () => {
    assert.deepEqual([...acceptedEncodings('gzip, deflate, br, zstd')], ['br', 'gzip']);
    assert.deepEqual([...acceptedEncodings('br;q=0, gzip;q=0.5')], ['gzip']);
    assert.deepEqual([...acceptedEncodings('*')], ['br', 'gzip']);
    assert.deepEqual([...acceptedEncodings('gzip;q=0, *;q=0.1')], ['br']);
    assert.deepEqual([...acceptedEncodings(undefined)], []);
    assert.deepEqual([...acceptedEncodings('identity')], []);
  });

  it('encodes in a child process: its bytes decode to the file, a missing file is left out', async () => {
    const [banner, ...rest] = await encodeFiles([BANNER_FILE, join(ASSETS_DIR, 'uploads', 'no-such-file.svg')]);
    assert.equal(rest.length, 0);
    assert.equal(banner!.file, BANNER_FILE);
    assert.equal(banner!.size, statSync(BANNER_FILE).size);
    assert.equal(banner!.mtimeMs, statSync(BANNER_FILE).mtimeMs);
    assert.deepEqual(brotliDecompressSync(banner!.br!), readFileSync(BANNER_FILE));
    assert.deepEqual(gunzipSync(banner!.gzip!), readFileSync(BANNER_FILE));
  });

  it('sends brotli at its best quality where accepted, gzip otherwise, the file as is without either', async () => {
    const raw = readFileSync(BANNER_FILE);
    const br = await get(BANNER, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.deepEqual(brotliDecompressSync(br.rawPayload), raw);
    // Smaller than @fastify/compress's quick brotli of the same file (11,022 B for this banner).
    assert.ok(br.rawPayload.length < raw.length * 0.16, `${br.rawPayload.length} B`);
    assert.match(String(br.headers.vary), /accept-encoding/i);

    const gz = await get(BANNER, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.rawPayload), raw);

    const plain = await get(BANNER);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, raw);
  });

  it('keeps the plain answer’s cache headers and type, and its 304 and ranges', async () => {
    const plain = await get(BANNER);
    const br = await get(BANNER, { 'accept-encoding': 'br' });
    for (const name of ['cache-control', 'etag', 'last-modified', 'content-type', 'content-security-policy'])
      assert.equal(br.headers[name], plain.headers[name], name);
    assert.equal(br.headers['cache-control'], 'public, max-age=86400');

    const revalidated = await get(BANNER, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);

    const range = await get(BANNER, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    assert.equal(range.statusCode, 206);
    assert.equal(range.headers['content-encoding'], undefined);
    assert.equal(range.body, readFileSync(BANNER_FILE, 'utf8').slice(0, 10));
  });

  it('leaves pictures that are compressed already alone', async () => {
    const png = await get('/static/image/yzm/21I7.png', { 'accept-encoding': 'br' });
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-encoding'], undefined);
  });

  it('never sends a replaced file’s old encoding', async () => {
    const url = `/uploads/${OWN}`;
    const first = await get(url, { 'accept-encoding': 'br' });
    assert.equal(first.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(first.rawPayload).toString(), svg('#111'));

    // Same size, later time: an operator replacing a picture by one of the same length.
    writeFileSync(OWN_FILE, svg('#222'));
    const later = new Date(statSync(OWN_FILE).mtimeMs + 5_000);
    utimesSync(OWN_FILE, later, later);
    const replaced = await get(url, { 'accept-encoding': 'br' });
    assert.equal(replaced.statusCode, 200);
    const body =
      replaced.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(replaced.rawPayload).toString()
        : replaced.body;
    assert.equal(body, svg('#222'));
    assert.notEqual(replaced.headers.etag, first.headers.etag);

    // Its new encodings are made in the background, then sent.
    await warmAssetEncodings(t.app);
    const again = await get(url, { 'accept-encoding': 'br' });
    assert.equal(again.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(again.rawPayload).toString(), svg('#222'));
  });
});
