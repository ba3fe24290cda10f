/** The withdrawal: turnover (POST /api/getBetAmount) and the request itself (POST /api/withdraw). */
import useSWR from 'swr';
import { toCents, type Cents } from '@/lib/money';
import { useSession } from '@/lib/session';
import { moneyCall } from './money-call';
import { read } from './read';
import { toMoneyMoved } from './normalise/wallet';
import type { MoneyAnswer } from './types';
import type { WireBetAmount, WithdrawBody } from '@/contract/money/schemas';

export const BET_AMOUNT_PATH = '/api/getBetAmount';

/**
 * The withdrawal's turnover figure, with what it means (docs/API.md#getbetamount): the reference
 * server sends `required`, the turnover still required; a legacy server sends only `bet_amount`,
 * the turnover achieved since the last withdrawal. The two must never share a label.
 */
export interface Turnover {
  kind: 'required' | 'achieved';
  amount: Cents;
}

/** The answer's keys beyond the legacy one (`required` and `achieved` are the reference server's). */
type WireTurnover = WireBetAmount & { required?: unknown; achieved?: unknown };

export function toTurnover(w: WireTurnover | null | undefined): Turnover {
  const required = w?.required;
  if (required !== undefined && required !== null && required !== '')
    return { kind: 'required', amount: toCents(required) };
  return { kind: 'achieved', amount: toCents(w?.bet_amount) };
}

export async function fetchBetAmount(): Promise<Turnover> {
  return toTurnover(await read<WireTurnover | null>(BET_AMOUNT_PATH, {}));
}

export function useBetAmount() {
  const { token } = useSession();
  return useSWR<Turnover>(token ? [BET_AMOUNT_PATH, token] : null, fetchBetAmount, { revalidateOnFocus: false });
}

/**
 * POST /api/withdraw with the Idempotency-Key made when the player confirmed (where announced): a retry after a
 * timeout sends the same key, so the server answers the first request again instead of holding
 * the money twice. A refusal throws ApiError carrying the server's message.
 */
export async function submitWithdraw(body: WithdrawBody, idempotencyKey: string): Promise<MoneyAnswer> {
  const { data, message } = await moneyCall<unknown>('/api/withdraw', body, idempotencyKey);
  return { message, moved: toMoneyMoved(data) };
}
