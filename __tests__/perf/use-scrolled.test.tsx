import { act, renderHook } from '@testing-library/react';
import { useScrolled } from '@/lib/ui/use-scrolled';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('pieces that wait for the page to move', () => {
  it('is false until the first scroll, then stays true', async () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    await scrollTo(0);
    expect(result.current).toBe(false);
    await scrollTo(40);
    expect(result.current).toBe(true);
    await scrollTo(0);
    expect(result.current).toBe(true);
  });

  it('is true at once for a page opened already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(true);
  });
});
