/**
 * The server's own secret: keys HMACs that must not be recomputable from the database alone
 * (idempotency fingerprints, sandbox payment links). SERVER_SECRET from the environment (the live
 * site requires it, the same in every process), else DATA_DIR/server-secret created with mode 600.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

function readSecret(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export function resolveServerSecret(config: Pick<Config, 'serverSecret' | 'dataDir'>): string {
  if (config.serverSecret) return config.serverSecret;
  const path = join(config.dataDir, 'server-secret');
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    // Another process created it meanwhile: use theirs.
  }
  const secret = readSecret(path);
  if (!secret) throw new Error(`cannot create ${path}`);
  return secret;
}
