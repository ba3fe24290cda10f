'use client';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the screen
 * that can open it: a screen's first load carries no popup it may never show. Closed, it renders
 * nothing; `isOpen` reads "open" from the dialog's own props.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
