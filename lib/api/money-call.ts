/**
 * The money calls (transfer, transall, recharge, withdraw, lotteryOrder, the red-packet draw
 * douserredpacket and the rebate claim dofanshui): one POST through the client, with the
 * Idempotency-Key header only when the back end announces the `idempotency` extension. A legacy
 * server's CORS does not allow that header, so a cross-origin browser would refuse the whole
 * request; without it the key still guards a double tap in useSubmit.
 */
import { backendHas, EXTENSIONS } from './backend';
import { call, type CallResult } from './client';

export async function moneyCall<T = unknown>(
  path: string,
  body: unknown,
  idempotencyKey: string | undefined,
): Promise<CallResult<T>> {
  const keyed = idempotencyKey !== undefined && (await backendHas(EXTENSIONS.idempotency));
  return call<T>(path, body, keyed ? { idempotencyKey } : {});
}
