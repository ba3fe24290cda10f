import { useId, type ReactNode } from 'react';

/**
 * One part of /responsible: a card named by its heading (`<section aria-labelledby>`), so screen
 * readers list the page's parts and the self-assessment's buttons can bring one into view by id.
 */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-header rounded-card bg-surface p-4 shadow-card">
      <h2 id={headingId} className="text-title font-semibold text-ink">
        {title}
      </h2>
      {intro && <p className="mt-1 text-note text-ink-muted">{intro}</p>}
      {children && <div className="mt-3">{children}</div>}
    </section>
  );
}
