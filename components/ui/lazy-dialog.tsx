'use client';
import { lazy, type ComponentType } from 'react';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Deferred } from './deferred';

/**
 * A dialog whose code loads the first time it opens, not with the screen
 * that can open it: a screen's first load carries no popup it may never show. Closed, it renders
 * nothing; `isOpen` reads "open" from the dialog's own props. When its code cannot load, the
 * player is told (the network failure's one message) and the next opening tries again.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const fresh = () => lazy(() => load().then((component) => ({ default: component })));
  let Dialog = fresh();
  const failed = () => {
    // React keeps a lazy component's failed load for good: the next opening gets a new one.
    Dialog = fresh();
    toast.error(t.app.networkError);
  };
  function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Deferred onError={failed}>
        <Dialog {...props} />
      </Deferred>
    );
  }
  return LazyDialog;
}
