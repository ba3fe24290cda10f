/**
 * The server's own files in their smallest encoding (plugins/external/best-encoding.ts): the
 * build's encodings of the assets (prebuilt-encodings.ts, written by build-encodings.ts) and the
 * runtime encoder for files the build did not encode; chosen by Accept-Encoding, decoding to the
 * file, with the cache headers of the plain answer, and never stale after a file is replaced.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ASSETS_DIR } from '../src/config.ts';
import { acceptedEncodings } from '../src/plugins/external/best-encoding.ts';
import { writeAssetEncodings } from '../src/plugins/external/build-encodings.ts';
import { encodeFiles } from '../src/plugins/external/encoder-process.ts';
import { MANIFEST, type Manifest } from '../src/plugins/external/prebuilt-encodings.ts';
import { warmAssetEncodings } from '../src/plugins/external/static.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const BANNER = '/uploads/activities/weekend.svg';
const BANNER_FILE = join(ASSETS_DIR, 'uploads', 'activities', 'weekend.svg');
/**
 * Files of the test's own under uploads/: the build encodes the first two; the second is then
 * rewritten at the same size and time, the third added.
 */
const own = (name: string) => ({
  url: `/uploads/${name}`,
  file: join(ASSETS_DIR, 'uploads', name),
  key: `uploads/${name}`,
});
const REPLACED = own(`best-encoding-replaced-${process.pid}.svg`);
const REWRITTEN = own(`best-encoding-rewritten-${process.pid}.svg`);
const ADDED = own(`best-encoding-added-${process.pid}.svg`);

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${`<rect width="1" height="1" fill="${fill}"/>`.repeat(200)}</svg>`;

/** The body of an answer as the browser reads it. */
const decoded = (answer: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.rawPayload).toString()
    : answer.rawPayload.toString();

describe('uploads in their smallest encoding', () => {
  let t: TestApp;
  let encodedDir: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    writeFileSync(REPLACED.file, svg('#111'));
    writeFileSync(REWRITTEN.file, svg('#111'));
    encodedDir = mkdtempSync(join(tmpdir(), 'tg-encoded-assets-'));
    await writeAssetEncodings(ASSETS_DIR, encodedDir);
    const { mtime } = statSync(REWRITTEN.file);
    writeFileSync(REWRITTEN.file, svg('#222'));
    utimesSync(REWRITTEN.file, mtime, mtime);
    writeFileSync(ADDED.file, svg('#333'));
    t = await createTestApp({ encodedAssetsDir: encodedDir });
  });
  after(async () => {
    for (const { file } of [REPLACED, REWRITTEN, ADDED]) rmSync(file, { force: true });
    rmSync(encodedDir, { recursive: true, force: true });
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

  it('builds every text asset’s encodings with the hash of the bytes they decode to, and no picture’s', () => {
    const manifest = JSON.parse(readFileSync(join(encodedDir, MANIFEST), 'utf8')) as Manifest;
    const banner = manifest['uploads/activities/weekend.svg']!;
    assert.equal(banner.size, statSync(BANNER_FILE).size);
    assert.deepEqual(banner.encodings, ['br', 'gzip']);
    const br = readFileSync(join(encodedDir, 'uploads/activities/weekend.svg.br'));
    assert.deepEqual(brotliDecompressSync(br), readFileSync(BANNER_FILE));
    assert.deepEqual(
      gunzipSync(readFileSync(join(encodedDir, 'uploads/activities/weekend.svg.gz'))),
      readFileSync(BANNER_FILE),
    );
    assert.ok(manifest[REPLACED.key]);
    assert.equal(manifest[ADDED.key], undefined);
    assert.ok(Object.keys(manifest).some((key) => key.startsWith('support/')));
    assert.ok(!Object.keys(manifest).some((key) => key.endsWith('.png')));
  });

  it('sends the build’s brotli on the first request, gzip where brotli is not accepted, the file as is without either', async () => {
    const raw = readFileSync(BANNER_FILE);
    const br = await get(BANNER, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.deepEqual(brotliDecompressSync(br.rawPayload), raw);
    // Smaller than @fastify/compress's quick brotli of the same file (11,022 B for this banner).
    assert.ok(br.rawPayload.length < raw.length * 0.16, `${br.rawPayload.length} B`);
    assert.match(String(br.headers.vary), /accept-encoding/i);

    // A file no other test asks for: its first answer can only be the build's bytes.
    const first = await get(REPLACED.url, { 'accept-encoding': 'br' });
    assert.equal(first.headers['content-encoding'], 'br');
    assert.deepEqual(first.rawPayload, readFileSync(join(encodedDir, `${REPLACED.key}.br`)));

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

  it('encodes at start only the files the build did not encode as they are now', async () => {
    // The added file, and the rewritten one, whose size and time are the build's: only the hash tells.
    assert.equal(await warmAssetEncodings(t.app), 2);
    for (const [file, fill] of [
      [ADDED, '#333'],
      [REWRITTEN, '#222'],
    ] as const) {
      const answer = await get(file.url, { 'accept-encoding': 'br' });
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.equal(Number(answer.headers['content-length']), answer.rawPayload.length);
      assert.equal(decoded(answer), svg(fill));
    }
  });

  it('never sends a replaced file’s old encoding', async () => {
    const first = await get(REPLACED.url, { 'accept-encoding': 'br' });
    assert.equal(decoded(first), svg('#111'));
    // Same size, later time: an operator replacing a picture by one of the same length.
    writeFileSync(REPLACED.file, svg('#444'));
    const later = new Date(statSync(REPLACED.file).mtimeMs + 5_000);
    utimesSync(REPLACED.file, later, later);
    const replaced = await get(REPLACED.url, { 'accept-encoding': 'br' });
    assert.equal(replaced.statusCode, 200);
    assert.equal(decoded(replaced), svg('#444'));
    assert.notEqual(replaced.headers.etag, first.headers.etag);

    // Its new encodings are made in the background, then sent.
    await warmAssetEncodings(t.app);
    const again = await get(REPLACED.url, { 'accept-encoding': 'br' });
    assert.equal(again.headers['content-encoding'], 'br');
    assert.equal(Number(again.headers['content-length']), again.rawPayload.length);
    assert.equal(decoded(again), svg('#444'));
  });
});
