/**
 * The countdown's time source: a monotonic clock in milliseconds. performance.now() does not
 * jump when the device's wall clock is changed; Date.now() is the fallback where it is missing.
 */
export function monotonicNow(): number {
  return typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : Date.now();
}
