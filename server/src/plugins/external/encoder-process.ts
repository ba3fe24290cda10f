/**
 * Brotli 11 and gzip -9 of a batch of files, made in a short-lived child process. Made in the
 * server's own process, brotli at its highest quality leaves about 15 MiB of native memory behind
 * (the allocator keeps what its threads used), on a process whose idle memory is budgeted; the
 * child returns it all when it exits, and the server's main thread is never held up. It runs at the
 * lowest CPU priority (nice 19), so it does not compete with the pages and answers of a busy machine.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export interface EncodedFile {
  file: string;
  /** The version the bytes were read at (the file may have been replaced since it was listed). */
  size: number;
  mtimeMs: number;
  /** Absent where the encoding is not smaller than the file. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Plain CommonJS, run with `node -e`: the same under tsx and in the compiled server. */
const CHILD = `
const { brotliCompressSync, gzipSync, constants: z } = require('node:zlib');
const { readFileSync, statSync } = require('node:fs');
process.on('disconnect', () => process.exit(0));
process.once('message', (files) => {
  const out = [];
  for (const file of files) {
    try {
      const before = statSync(file);
      const raw = readFileSync(file);
      const after = statSync(file);
      if (before.mtimeMs !== after.mtimeMs || raw.length !== after.size) continue;
      const lgwin = Math.max(16, Math.min(24, Math.ceil(Math.log2(raw.length + 1))));
      const br = brotliCompressSync(raw, { params: { [z.BROTLI_PARAM_QUALITY]: 11, [z.BROTLI_PARAM_MODE]: z.BROTLI_MODE_TEXT, [z.BROTLI_PARAM_SIZE_HINT]: raw.length, [z.BROTLI_PARAM_LGWIN]: lgwin } });
      const gz = gzipSync(raw, { level: 9 });
      out.push({ file, size: raw.length, mtimeMs: after.mtimeMs, br: br.length < raw.length ? br : undefined, gzip: gz.length < raw.length ? gz : undefined });
    } catch {}
  }
  process.send(out, () => process.exit(0));
});
`;

const asBuffer = (bytes: Uint8Array | undefined) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;

/** The encodings of `files` (a file that cannot be read, or changes while read, is left out). */
export function encodeFiles(files: readonly string[]): Promise<EncodedFile[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    // The lowest priority: a page being loaded (a first visit's scripts) goes first.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    let answered = false;
    child.once('message', (message) => {
      answered = true;
      const list = message as (EncodedFile & { br?: Uint8Array; gzip?: Uint8Array })[];
      resolve(list.map((e) => ({ ...e, br: asBuffer(e.br), gzip: asBuffer(e.gzip) })));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`encoder process exited with ${code} before answering`));
    });
    child.send([...files]);
  });
}
