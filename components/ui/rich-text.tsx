'use client';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Server-supplied HTML (the announcement `webcontent`), sanitised with DOMPurify
 * before it reaches the DOM: scripts, event handlers and javascript: links are removed.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
