/**
 * The `Idempotency-Key` header of money-moving calls, scoped per member so one player's key can
 * never replay another player's movement. Keys longer than 100 characters are ignored.
 */
export function memberIdempotencyKey(header: unknown, userId: number): string | undefined {
  const key = typeof header === 'string' ? header.trim() : '';
  return key && key.length <= 100 ? `user:${userId}:${key}` : undefined;
}
