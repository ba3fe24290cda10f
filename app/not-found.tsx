'use client';
import { useEffect } from 'react';
import { entryRedirect } from '@/lib/router/entry';
import { HallSkeleton } from '@/components/layout/screen-skeleton';

/** Exported as 404.html: a real path like /login becomes /#/login; anything else the hall. */
export default function NotFound() {
  useEffect(() => {
    window.location.replace(
      entryRedirect(window.location.pathname, window.location.search, window.location.hash) ?? '/#/',
    );
  }, []);
  return <HallSkeleton />;
}
