/**
 * Build step (`npm run build -w server`, server/scripts/build.mjs): brotli 11 and gzip -9 of every
 * compressible file of the server's assets, by the same encoder the server runs for operators'
 * uploads (encoder-process.ts), written where prebuilt-encodings.ts reads them.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressibleFiles } from './best-encoding.ts';
import { encodeFiles } from './encoder-process.ts';
import { MANIFEST, manifestKey, sha256, SUFFIX, type Manifest, type PrebuiltEncoding } from './prebuilt-encodings.ts';

export interface BuiltEncodings {
  files: number;
  /** Bytes of the files, and of their brotli encodings (the file's own where brotli is no smaller). */
  raw: number;
  br: number;
}

/** Replaces `dir` with the encodings of the compressible files under `root`. */
export async function writeAssetEncodings(root: string, dir: string): Promise<BuiltEncodings> {
  const files: string[] = [];
  for await (const file of compressibleFiles(root)) files.push(file);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const manifest: Manifest = {};
  const built: BuiltEncodings = { files: 0, raw: 0, br: 0 };
  for (const encoded of await encodeFiles(files)) {
    const key = manifestKey(root, encoded.file);
    const encodings = (['br', 'gzip'] as const).filter((e): e is PrebuiltEncoding => encoded[e] !== undefined);
    if (key === null || encodings.length === 0) continue;
    // The hash of what the encodings decode to: the very bytes the encoder read.
    const decoded = encoded.br ? brotliDecompressSync(encoded.br) : gunzipSync(encoded.gzip!);
    for (const encoding of encodings) {
      const target = join(dir, key + SUFFIX[encoding]);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, encoded[encoding]!);
    }
    manifest[key] = { size: encoded.size, sha256: sha256(decoded), encodings };
    built.files += 1;
    built.raw += encoded.size;
    built.br += encoded.br?.length ?? encoded.size;
  }
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return built;
}
