/**
 * The one helper behind every read (SWR fetchers and one-off loads). A read never toasts: the
 * screen shows a failed read where the data would be (an error line, a retry, or nothing for
 * decorations), and a rejected session goes through the session-expiry rule like any call.
 * `readShown` is for reads with no place of their own to show a refusal (the hall's content,
 * lottery lists, a game link): the server's message goes to a red toast; no answer stays quiet.
 * A refusal the screen does say in its own place (`saidByScreen`) is not toasted as well.
 */
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { call, type CallResult } from './client';
import { ApiError } from './errors';

export interface ReadOptions {
  method?: 'GET' | 'POST';
}

/** The whole answer (data and message). */
export function readAnswer<T = unknown>(
  path: string,
  body?: unknown,
  options: ReadOptions = {},
): Promise<CallResult<T>> {
  return call<T>(path, body, { method: options.method });
}

/** Just the data. */
export async function read<T = unknown>(path: string, body?: unknown, options?: ReadOptions): Promise<T> {
  return (await readAnswer<T>(path, body, options)).data;
}

export interface ShownReadOptions extends ReadOptions {
  /** A refusal the screen says in its own place (so no toast repeats it). */
  saidByScreen?: (refusal: ApiError) => boolean;
}

/** The whole answer; a server refusal is also said in a toast. */
export async function readAnswerShown<T = unknown>(
  path: string,
  body?: unknown,
  options: ShownReadOptions = {},
): Promise<CallResult<T>> {
  try {
    return await readAnswer<T>(path, body, options);
  } catch (e) {
    if (e instanceof ApiError && !options.saidByScreen?.(e)) toast.error(e.message || t.toast.serverError);
    throw e;
  }
}

/** Just the data; a server refusal is also said in a toast. */
export async function readShown<T = unknown>(path: string, body?: unknown, options?: ReadOptions): Promise<T> {
  return (await readAnswerShown<T>(path, body, options)).data;
}
