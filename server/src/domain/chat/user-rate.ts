/**
 * Chat messages per user (not per socket: five sockets must not give five allowances), counted
 * in fixed windows in this process's memory. Several processes each count their own sockets.
 */
export class UserRateLimit {
  private readonly windows = new Map<number, { start: number; count: number }>();

  /** `max` 0 switches the limit off. */
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `userId` may send one more message now (and counts it). */
  take(userId: number): boolean {
    if (this.max <= 0) return true;
    const now = this.now();
    let entry = this.windows.get(userId);
    if (!entry || now - entry.start >= this.windowMs) {
      if (!entry && this.windows.size >= 10_000) this.sweep(now);
      entry = { start: now, count: 0 };
      this.windows.set(userId, entry);
    }
    if (entry.count >= this.max) return false;
    entry.count++;
    return true;
  }

  private sweep(now: number): void {
    for (const [userId, entry] of this.windows) if (now - entry.start >= this.windowMs) this.windows.delete(userId);
  }
}
