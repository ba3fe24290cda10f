/**
 * The encodings of the server's own assets (server/assets) made once at build time
 * (`npm run build -w server`: build-encodings.ts writes them into server/dist/assets-encoded), so
 * no server process spends a core on them at every start. The folder holds `<file>.br` and
 * `<file>.gz` beside the asset's relative path, and `manifest.json` with the size and SHA-256 of
 * the bytes they decode to. A prebuilt encoding is used only for those very bytes: the file is
 * hashed once per version (path, size, modification time) before its encodings are taken, so a
 * picture an operator replaces never goes out in its old encoding (it is encoded at runtime).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { EncodedFile } from './encoder-process.ts';

export const MANIFEST = 'manifest.json';

export type PrebuiltEncoding = 'br' | 'gzip';
export const SUFFIX: Record<PrebuiltEncoding, string> = { br: '.br', gzip: '.gz' };

export interface ManifestEntry {
  size: number;
  sha256: string;
  /** The encodings written (only those smaller than the file). */
  encodings: PrebuiltEncoding[];
}

/** Keyed by the asset's path under the assets root, with forward slashes. */
export type Manifest = Record<string, ManifestEntry>;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The asset's key in the manifest, or null for a file outside the assets root. */
export function manifestKey(root: string, file: string): string | null {
  const path = relative(root, file);
  if (path === '' || path.startsWith('..') || path.startsWith(sep)) return null;
  return path.split(sep).join('/');
}

export interface PrebuiltEncodings {
  /** The encodings built from exactly the bytes the file has now; null when there are none. */
  read(file: string): Promise<EncodedFile | null>;
}

async function loadManifest(dir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    // No build output (tests and `npm run dev` run the sources): everything is encoded at runtime.
    return {};
  }
}

async function readEncoded(root: string, dir: string, manifest: Manifest, file: string): Promise<EncodedFile | null> {
  const key = manifestKey(root, file);
  const entry = key === null ? undefined : manifest[key];
  if (!key || !entry) return null;
  const before = await stat(file);
  if (before.size !== entry.size) return null;
  const raw = await readFile(file);
  const after = await stat(file);
  // Replaced while read: the next request looks again.
  if (after.mtimeMs !== before.mtimeMs || raw.length !== after.size) return null;
  if (sha256(raw) !== entry.sha256) return null;
  const encoded: EncodedFile = { file, size: after.size, mtimeMs: after.mtimeMs };
  for (const encoding of entry.encodings) encoded[encoding] = await readFile(join(dir, key + SUFFIX[encoding]));
  return encoded;
}

const opened = new Map<string, PrebuiltEncodings>();

/** The build's encodings in `dir` of the assets under `root` (read once per process). */
export function prebuiltEncodings(root: string, dir: string): PrebuiltEncodings {
  const id = `${root}\0${dir}`;
  let found = opened.get(id);
  if (!found) {
    let manifest: Promise<Manifest> | null = null;
    const load = () => (manifest ??= loadManifest(dir));
    found = {
      read: async (file) => readEncoded(root, dir, await load(), file).catch(() => null),
    };
    opened.set(id, found);
  }
  return found;
}
