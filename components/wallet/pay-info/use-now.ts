'use client';
import { useEffect, useState } from 'react';

/** The current time, ticking every `tickMs` while `running` (a stopped countdown stops ticking). */
export function useNow(tickMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs, running]);
  return now;
}
