/**
 * The server's own files (uploads, support pages) in their smallest encoding. @fastify/compress
 * compresses every answer again at a quick brotli level (a 64 KB demo banner: 11.0 KB on the
 * wire); here brotli at its highest quality and gzip -9 are used, kept in memory per version of a
 * file (its path, size and modification time; the same banner: 9.3 KB). The repository's assets
 * have theirs made at build time (prebuilt-encodings.ts), taken on a file's first request once its
 * bytes are checked against them. Any other file (a picture an operator adds or replaces) goes out
 * as before, compressed on the fly, while its encodings are made in the background (in a child
 * process: encoder-process.ts); warmEncodings() takes the build's and makes the others' after the
 * server listens. A replaced file has another size or time, so its old encodings are never sent.
 */
import type { Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { encodeFiles, type EncodedFile } from './encoder-process.ts';
import type { PrebuiltEncodings } from './prebuilt-encodings.ts';

type Encoding = 'br' | 'gzip';

interface Encoded {
  version: string;
  /** Only the encodings smaller than the file itself. */
  bodies: Partial<Record<Encoding, Buffer>>;
}

/** Text the browser decodes; pictures such as PNG are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.svg', '.html', '.css', '.js', '.json', '.txt', '.xml']);
const COMPRESSIBLE_TYPE = /^(image\/svg\+xml|text\/|application\/(json|javascript|xml))/;
/** Bigger files are left to on-the-fly compression: the kept encodings stay a few MB at most. */
const MAX_FILE = 2 * 1024 * 1024;
const MAX_KEPT = 16 * 1024 * 1024;
/** After an encoder process failed, files go out compressed on the fly for a while. */
const RETRY_AFTER_MS = 60_000;

const kept = new Map<string, Encoded>();
let keptBytes = 0;

const versionOf = (stat: Pick<Stats, 'size' | 'mtimeMs'>) => `${stat.size}:${stat.mtimeMs}`;
const sizeOf = (e: Encoded | undefined) => (e?.bodies.br?.length ?? 0) + (e?.bodies.gzip?.length ?? 0);

function keep(e: EncodedFile): void {
  const entry: Encoded = { version: versionOf(e), bodies: { br: e.br, gzip: e.gzip } };
  keptBytes -= sizeOf(kept.get(e.file));
  kept.delete(e.file);
  if (keptBytes + sizeOf(entry) > MAX_KEPT) return;
  kept.set(e.file, entry);
  keptBytes += sizeOf(entry);
}

/** Files waiting for the encoder process, and the promise each one's callers wait on. */
const waiting = new Map<string, { done: () => void; promise: Promise<void> }>();
let draining = false;
let failedAt = -Infinity;

/** One encoder process at a time, for every file asked for meanwhile. */
async function drain(): Promise<void> {
  draining = true;
  // A turn of the loop first, so the files asked for together go in one process.
  await new Promise((resolve) => setImmediate(resolve));
  while (waiting.size > 0) {
    const batch = new Map(waiting);
    waiting.clear();
    try {
      for (const e of await encodeFiles([...batch.keys()])) keep(e);
    } catch {
      failedAt = Date.now();
    }
    for (const { done } of batch.values()) done();
  }
  draining = false;
}

/** The build's encodings of this version of the file, if it has them: kept, and true. */
async function adoptPrebuilt(
  prebuilt: PrebuiltEncodings,
  file: string,
  stat: Pick<Stats, 'size' | 'mtimeMs'>,
): Promise<boolean> {
  if (stat.size > MAX_FILE) return false;
  const encoded = await prebuilt.read(file);
  if (encoded) keep(encoded);
  return kept.get(file)?.version === versionOf(stat);
}

/** Makes a file's encodings once (several requests for it share the one job). */
export function prepareEncodings(file: string, stat: Pick<Stats, 'size' | 'mtimeMs'>): Promise<void> {
  if (stat.size > MAX_FILE || kept.get(file)?.version === versionOf(stat)) return Promise.resolve();
  if (Date.now() - failedAt < RETRY_AFTER_MS) return Promise.resolve();
  let entry = waiting.get(file);
  if (!entry) {
    let done = () => {};
    const promise = new Promise<void>((resolve) => (done = resolve));
    entry = { done, promise };
    waiting.set(file, entry);
  }
  if (!draining) void drain();
  return entry.promise;
}

/** The encodings the request accepts (q > 0), "*" standing for the ones not named. */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const named = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) named.set(name, q === undefined ? 1 : Number(q));
  }
  const accepted = new Set<Encoding>();
  for (const encoding of ['br', 'gzip'] as const) {
    const q = named.get(encoding) ?? named.get('*') ?? 0;
    if (q > 0) accepted.add(encoding);
  }
  return accepted;
}

/** The smallest kept body of this version of the file that the request accepts. */
export function bestBody(
  file: string,
  stat: Pick<Stats, 'size' | 'mtimeMs'>,
  accepted: Set<Encoding>,
): { encoding: Encoding; body: Buffer } | null {
  const entry = kept.get(file);
  if (!entry || entry.version !== versionOf(stat)) return null;
  let best: { encoding: Encoding; body: Buffer } | null = null;
  for (const encoding of accepted) {
    const body = entry.bodies[encoding];
    if (body && (!best || body.length < best.body.length)) best = { encoding, body };
  }
  return best;
}

const served = new WeakMap<FastifyReply, { file: string; stat: Stats }>();

/** For @fastify/static's setHeaders: remembers which file (and which version) an answer sends. */
export function noteServedFile(reply: FastifyReply, file: string, stat: Stats): void {
  served.set(reply, { file, stat });
}

/**
 * Swaps a whole-file answer for its kept encoding. Registered in the scope of the static
 * directories, it runs before @fastify/compress's route hook, which then leaves it alone.
 */
export function useBestEncodings(scope: FastifyInstance, prebuilt: PrebuiltEncodings): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const seen = served.get(reply);
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (!seen || reply.statusCode !== 200 || reply.getHeader('Content-Encoding') || !COMPRESSIBLE_TYPE.test(type))
      return payload;
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (accepted.size === 0) return payload;
    let best = bestBody(seen.file, seen.stat, accepted);
    if (!best && (await adoptPrebuilt(prebuilt, seen.file, seen.stat))) best = bestBody(seen.file, seen.stat, accepted);
    if (!best) {
      void prepareEncodings(seen.file, seen.stat);
      return payload;
    }
    // The file's stream is not sent: closed, and deaf to an error of its late open (a file removed).
    const stream = payload as { destroy?: () => void; on?: (event: 'error', listener: () => void) => void } | null;
    stream?.on?.('error', () => {});
    stream?.destroy?.();
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    // The bytes of an encoding are not ranges of the file.
    reply.removeHeader('Accept-Ranges');
    reply.header('Content-Encoding', best.encoding);
    reply.header('Content-Length', best.body.length);
    return best.body;
  });
}

/** Every file under `dir` worth compressing (COMPRESSIBLE_EXTENSIONS). */
export async function* compressibleFiles(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(path);
    else if (entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name).toLowerCase())) yield path;
  }
}

/**
 * After the server listens, for a first visit to get every file at its smallest at once: takes the
 * build's encodings of the files under `roots` that have them (checked by hash: a few ms) and makes
 * the others' (in one encoder process, none when the build encoded them all). Resolves to the
 * number of files the encoder made.
 */
export async function warmEncodings(roots: readonly string[], prebuilt: PrebuiltEncodings): Promise<number> {
  const jobs: Promise<void>[] = [];
  for (const root of new Set(roots))
    for await (const file of compressibleFiles(root)) {
      const info = await stat(file).catch(() => null);
      if (!info || info.size > MAX_FILE || kept.get(file)?.version === versionOf(info)) continue;
      if (!(await adoptPrebuilt(prebuilt, file, info))) jobs.push(prepareEncodings(file, info));
    }
  await Promise.all(jobs);
  return jobs.length;
}
