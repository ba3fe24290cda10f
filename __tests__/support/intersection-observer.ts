import { act } from '@testing-library/react';

/**
 * A controllable IntersectionObserver for infinite lists: tests say when the list's end comes
 * into reach. Install it with `installFakeIntersectionObserver()` at the top of a describe file.
 */
export class FakeObserver {
  static live = new Set<FakeObserver>();
  static options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    FakeObserver.options = options;
  }
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reachEnd() {
    act(() =>
      FakeObserver.live.forEach((o) =>
        o.callback([{ isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver),
      ),
    );
  }
}

export function installFakeIntersectionObserver() {
  beforeAll(() => Object.assign(window, { IntersectionObserver: FakeObserver }));
  beforeEach(() => FakeObserver.live.clear());
}

/** A legacy paginator (docs/API.md#paginator) of `rows` as page `page` of `last`. */
export const paginator = (page: number, last: number, rows: unknown[]) => ({
  current_page: page,
  last_page: last,
  total: rows.length,
  per_page: 10,
  from: 1,
  to: rows.length,
  data: rows,
});
