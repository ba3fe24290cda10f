/**
 * A bounded semaphore: at most `running` tasks at once, at most `waiting` more in line; a task
 * beyond both is refused at once (`run` rejects with the error `full()` makes) rather than queued
 * without end. Waiters start in arrival order.
 */
export class BoundedSemaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private running: number,
    private waiting: number,
    private readonly full: () => Error,
  ) {}

  /** Tests only: other bounds (tasks already admitted keep their place). */
  resize(running: number, waiting: number): void {
    this.running = running;
    this.waiting = waiting;
    this.wake();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw this.full();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.wake();
    }
  }

  /** Hands free slots to the waiters in order (each woken waiter already holds its slot). */
  private wake(): void {
    while (this.active < this.running && this.queue.length > 0) {
      this.active++;
      this.queue.shift()!();
    }
  }
}
