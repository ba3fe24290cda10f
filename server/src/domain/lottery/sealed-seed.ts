/**
 * Sealed draw seeds: a round's seed is derived from the server secret and a random nonce stored
 * with the round, never stored itself until the draw. Database read access alone (a backup, a
 * replica, an SQL injection) therefore tells nothing about an open round's result; the published
 * commitment (SHA-256 of the seed) and the verification after the draw are unchanged.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { commitmentOf } from './fair-draw.ts';

export function newSeedNonce(): string {
  return randomBytes(16).toString('hex');
}

export function deriveSeed(secret: string, lotteryId: number, expect: bigint, nonce: string): Buffer {
  return createHmac('sha256', secret).update(`draw-seed\n${lotteryId}\n${expect}\n${nonce}`).digest();
}

export class SealedSeedError extends Error {}

/**
 * The seed of a round about to be drawn: the stored one (rounds made before sealing) or the
 * derived one, which must match the commitment published when the round opened; a mismatch (the
 * server secret changed while the round was open) refuses to draw rather than draw a result that
 * does not match what was published.
 */
export function revealSeed(
  secret: string,
  round: { lotteryId: number; expect: bigint; seed: string | null; seedNonce: string | null; hash: string },
): string {
  if (round.seed) return round.seed;
  if (!round.seedNonce) throw new SealedSeedError(`round ${round.lotteryId}:${round.expect} has no seed nonce`);
  const seed = deriveSeed(secret, round.lotteryId, round.expect, round.seedNonce);
  if (commitmentOf(seed) !== round.hash)
    throw new SealedSeedError(
      `round ${round.lotteryId}:${round.expect}: the derived seed does not match its commitment (was SERVER_SECRET changed?)`,
    );
  return seed.toString('hex');
}
