/** Wallet calls used by the shell; the money issue adds the rest of the domain here. */
import { call } from './client';
import { ApiError, AuthError } from './errors';

/**
 * POST /api/transall: recycle every venue balance into the main wallet.
 * SPEC §8: its message is shown whatever the code, so the caller gets it either way.
 */
export async function recycleAll(): Promise<{ ok: boolean; message: string }> {
  try {
    const { message } = await call('/api/transall', {}, { silent: true });
    return { ok: true, message };
  } catch (e) {
    if (e instanceof ApiError && !(e instanceof AuthError)) return { ok: false, message: e.message };
    throw e;
  }
}
