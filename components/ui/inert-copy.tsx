'use client';

/**
 * A copy of nodes the page already shows (a first paint's), inert and busy, in place of a loading
 * state: the nodes are cloned, never re-parsed as HTML, and `display: contents` keeps the layout.
 */
export function InertCopy({ of }: { of: readonly Node[] }) {
  return (
    <div
      className="contents"
      inert
      aria-busy
      ref={(el) => {
        if (el && !el.firstChild) el.append(...of.map((node) => node.cloneNode(true)));
      }}
    />
  );
}
