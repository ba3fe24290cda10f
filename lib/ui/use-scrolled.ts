import { useEffect, useState } from 'react';

/**
 * true once the page has scrolled at all (or opened scrolled): pieces that only matter to a
 * scrolled page, such as the back-to-top button, load then rather than with the screen.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}
