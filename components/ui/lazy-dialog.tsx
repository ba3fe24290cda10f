'use client';
import type { ComponentType } from 'react';
import { retryingLazy } from './retrying-lazy';

/**
 * A dialog whose code loads the first time it opens, not with the screen
 * that can open it: a screen's first load carries no popup it may never show. Closed, it renders
 * nothing; `isOpen` reads "open" from the dialog's own props. When its code cannot load, the
 * player is told and the dialog closes through its own `onClose`, so the owner's "open" is not left
 * set with nothing shown: the next tap opens it again and loads again (components/ui/retrying-lazy.tsx).
 */
export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = retryingLazy(load);
  function LazyDialog(props: P) {
    return isOpen(props) ? <Dialog {...props} onLoadFailed={props.onClose} /> : null;
  }
  return LazyDialog;
}
