/** The withdrawal: turnover (POST /api/getBetAmount) and the request itself (POST /api/withdraw). */
import useSWR from 'swr';
import { toCents, type Cents } from '@/lib/money';
import { useSession } from '@/lib/session';
import { moneyCall } from './money-call';
import { read } from './read';
import type { WireBetAmount, WithdrawBody } from '@/contract/money/schemas';

export const BET_AMOUNT_PATH = '/api/getBetAmount';

export async function fetchBetAmount(): Promise<Cents> {
  const data = await read<WireBetAmount | null>(BET_AMOUNT_PATH, {});
  return toCents(data?.bet_amount);
}

export function useBetAmount() {
  const { token } = useSession();
  return useSWR<Cents>(token ? [BET_AMOUNT_PATH, token] : null, fetchBetAmount, { revalidateOnFocus: false });
}

/**
 * POST /api/withdraw with the Idempotency-Key made when the player confirmed: a retry after a
 * timeout sends the same key, so the server answers the first request again instead of holding
 * the money twice. A refusal throws ApiError carrying the server's message.
 */
export async function submitWithdraw(body: WithdrawBody, idempotencyKey: string): Promise<string> {
  const { message } = await moneyCall('/api/withdraw', body, idempotencyKey);
  return message;
}
