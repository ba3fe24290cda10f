/**
 * jsdom has neither crypto.subtle nor TextEncoder; node's are the same Web APIs the browser has.
 * Call installWebCrypto() at the top of a test file that exercises the verify view.
 */
import { webcrypto } from 'node:crypto';
import { TextEncoder as NodeTextEncoder } from 'node:util';

export function installWebCrypto(): SubtleCrypto {
  const g = globalThis as unknown as { crypto?: Crypto; TextEncoder?: typeof TextEncoder };
  if (!g.TextEncoder) g.TextEncoder = NodeTextEncoder as unknown as typeof TextEncoder;
  if (!g.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
  return (globalThis as unknown as { crypto: Crypto }).crypto.subtle;
}
