'use client';
import { lazy, type ComponentType } from 'react';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Deferred } from './deferred';

/** Told when the code could not load, so the owner can close what was opening. */
export interface LoadFailedProp {
  onLoadFailed?: () => void;
}

/**
 * A chunk the network or a deploy took away (Turbopack's ChunkLoadError, "Failed to load chunk …"),
 * as opposed to a fault in the code it holds.
 */
const isChunkFailure = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /failed to load chunk/i.test(error.message));

/**
 * Code that loads the first time it renders and loads again after a failure. React keeps a lazy
 * component's failed load for good, so a failure swaps in a new one for the next mount. A failure
 * tells the player (of the network when the chunk could not load, the one message for it; that
 * something went wrong when the code itself failed) and the owner through `onLoadFailed`; the owner
 * unmounts it (a closed dialog renders nothing), so the next opening tries again and an offline
 * phone is not asked twice.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & LoadFailedProp> {
  const fresh = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = fresh();
  function RetryingLazy({ onLoadFailed, ...props }: P & LoadFailedProp) {
    const failed = (error: unknown) => {
      Loaded = fresh();
      onLoadFailed?.();
      toast.error(isChunkFailure(error) ? t.app.networkError : t.app.crashed.title);
    };
    return (
      <Deferred onError={failed}>
        <Loaded {...(props as P)} />
      </Deferred>
    );
  }
  return RetryingLazy;
}
