'use client';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigate';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** In-app path with optional query, e.g. '/reg2?pid=8'. */
  to: string;
  replace?: boolean;
}

/** A real `<a href="#/…">` (works without JS, long-press, new tab) routed through navigate(). */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return (
    <a href={`#${to}`} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
