import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value from the latest committed render, for callbacks that run
 * later (after an await, from a timer or socket) and must see the current props, not the ones
 * of the render that created them. Read `.current` only outside render.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
