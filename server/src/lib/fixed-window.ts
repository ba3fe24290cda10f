/**
 * A fixed-window counter per key, in this process's memory: `take(key)` is true while the key
 * has used fewer than `max` in the current window. Bounded: old windows are swept when the map
 * grows past `maxKeys`, so a flood of distinct keys cannot grow it without end.
 */
export class FixedWindowCounter<K> {
  private readonly windows = new Map<K, { start: number; count: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  take(key: K): boolean {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (!entry && this.windows.size >= this.maxKeys) this.sweep(now);
      entry = { start: now, count: 0 };
      this.windows.set(key, entry);
    }
    if (entry.count >= this.max) return false;
    entry.count++;
    return true;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (now - entry.start >= this.windowMs) this.windows.delete(key);
    // Still full of live windows: drop the oldest half rather than grow.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.ceil(this.windows.size / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}
