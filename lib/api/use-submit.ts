/**
 * The one way a screen sends an action (a form, a money move, a bet): a busy flag, one
 * idempotency key per confirmed action and one policy for what the user sees when it fails.
 *
 * Failure policy (the same in every form and money action):
 * - Server refusal (ApiError): the server's own message in a red toast; the screen's fallback
 *   text (default 服务器异常，请稍后再试) when it sent none. Everything typed stays.
 * - Session rejected (AuthError): nothing more here; the session-expiry rule has already shown
 *   认证失败, cleared the session and gone to /login.
 * - Offline (NetworkError, not timed out) and timeout (NetworkError.timedOut): 网络异常，请检查网络后重试
 *   in a red toast; everything typed stays and the key is kept, so tapping again retries the
 *   same action and the server can never apply it twice.
 *
 * Key: made when the action is confirmed, kept while no answer has come (network failures),
 * dropped once the server answered (success or refusal): the next confirmation is a new action.
 * `scope` (e.g. the request body) narrows reuse: a changed request after a lost answer is new.
 */
import { useCallback, useRef, useState } from 'react';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { ApiError, AuthError, CallError, NetworkError } from './errors';
import { newIdempotencyKey } from './idempotency';

export interface SubmitOptions {
  /** What is being sent; a kept key is reused only for the same scope. */
  scope?: string;
  /** Shown for a refusal that carries no message of its own. */
  refusalText?: string;
  /** The screen shows every failure itself (its own popup or words); nothing is toasted here. */
  silent?: boolean;
}

export type Submitted<T> =
  | { ok: true; value: T }
  /** `answered`: the server answered (refused or rejected the session); false: no answer (or already busy). */
  | { ok: false; answered: boolean; error: CallError | null };

/** What the user sees for a failed call; see the policy above. */
export function showCallError(e: CallError, refusalText: string = t.toast.serverError): void {
  if (e instanceof ApiError) toast.error(e.message || refusalText);
  else if (e instanceof NetworkError) toast.error(t.app.networkError);
  else if (!(e instanceof AuthError)) toast.error(refusalText);
}

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const pending = useRef<{ key: string; scope: string | undefined } | null>(null);

  const submit = useCallback(
    async <T>(send: (key: string) => Promise<T>, options: SubmitOptions = {}): Promise<Submitted<T>> => {
      // A ref, not the state: a double tap arrives before the re-render.
      if (running.current) return { ok: false, answered: false, error: null };
      running.current = true;
      setBusy(true);
      if (!pending.current || pending.current.scope !== options.scope)
        pending.current = { key: newIdempotencyKey(), scope: options.scope };
      const attempt = pending.current;
      try {
        const value = await send(attempt.key);
        if (pending.current === attempt) pending.current = null;
        return { ok: true, value };
      } catch (e) {
        if (!(e instanceof CallError)) throw e;
        if (e.answered && pending.current === attempt) pending.current = null;
        if (!options.silent) showCallError(e, options.refusalText);
        return { ok: false, answered: e.answered, error: e };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [],
  );

  return { submit, busy };
}
