'use client';
import { use, useLayoutEffect, useRef } from 'react';
import { hasNativeSanitizer, loadPurify, purifyToFragment, setSanitisedHtml } from '@/lib/ui/sanitise-html';

const NATIVE = hasNativeSanitizer();
const IN_BROWSER = typeof window !== 'undefined';

// Without a sanitiser of its own, the browser starts fetching DOMPurify with this module, so the
// rich text that follows seldom waits for it.
if (IN_BROWSER && !NATIVE) loadPurify().catch(() => undefined);

/**
 * Server-supplied HTML (announcement, activity, article, play descriptions, referral rules),
 * sanitised before it reaches the DOM (lib/ui/sanitise-html.ts): by the browser's own
 * `setHTML` where there is one, else by DOMPurify. The element is filled in a layout effect, so
 * it never paints empty; on the DOMPurify path the component suspends until its chunk is in, so
 * the nearest Suspense boundary (the lazy dialog's, the screen's skeleton) waits instead of
 * the dialog growing a moment later. On the server it renders the empty element only.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const purify = IN_BROWSER && !NATIVE ? use(loadPurify()) : null;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (purify) element.replaceChildren(purifyToFragment(purify, html));
    else setSanitisedHtml(element, html);
  }, [html, purify]);

  // Articles and notices are the operator's own words (docs/I18N.md), whatever the app's language.
  return <div ref={ref} className={className} data-operator-content />;
}
