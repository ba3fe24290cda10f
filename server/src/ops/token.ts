/**
 * The operator token: OPS_TOKEN from the environment, else DATA_DIR/ops-token, created with
 * mode 600 on the first start.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

export interface OpsToken {
  token: string;
  /** Where it came from: the environment or the file path. */
  source: 'env' | string;
  /** True when this call generated it (print it once). */
  created: boolean;
}

export function opsTokenPath(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'ops-token');
}

export function readOpsToken(config: Pick<Config, 'opsToken' | 'dataDir'>): OpsToken | null {
  if (config.opsToken) return { token: config.opsToken, source: 'env', created: false };
  const path = opsTokenPath(config);
  try {
    const token = readFileSync(path, 'utf8').trim();
    return token ? { token, source: path, created: false } : null;
  } catch {
    return null;
  }
}

export function resolveOpsToken(config: Pick<Config, 'opsToken' | 'dataDir'>): OpsToken {
  const existing = readOpsToken(config);
  if (existing) return existing;
  const path = opsTokenPath(config);
  mkdirSync(config.dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    const raced = readOpsToken(config);
    if (raced) return raced;
    throw new Error(`cannot create ${path}`);
  }
  return { token, source: path, created: true };
}
