/**
 * Time-outs and self-exclusion (our extension `protectionExclusion`, docs/API.md#protection): the
 * member's status, the two-step request and confirmation, and reopening after a self-exclusion.
 * A back end without the extension is never asked (the screens hide these tools).
 */
import useSWR from 'swr';
import { patchUser, sessionStore, useSession } from '@/lib/session';
import type { Protection } from '@/lib/member/user';
import { call } from './client';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { isObject, str } from './normalise/scalars';
import { toProtection } from './normalise/restriction';
import { loadUser } from './user';
import type { ExclusionKind, WireExclusionRequest, WireProtectionStatus } from '@/contract/protection/exclusions';

export const STATUS_PATH = '/api/protectionStatus';
export const EXCLUSION_REQUEST_PATH = '/api/protectionExclusionRequest';
export const EXCLUSION_CONFIRM_PATH = '/api/protectionExclusionConfirm';
export const REOPEN_PATH = '/api/protectionReopen';

/** The member's state; nothing is asked of a back end without the extension, or for a visitor. */
export function useProtectionStatus() {
  const { token } = useSession();
  const offered = useExtension(EXTENSIONS.protectionExclusion);
  // null: open (no restriction); undefined: not read yet.
  const swr = useSWR<Protection | null>(offered && token ? [STATUS_PATH, token] : null, async () =>
    toProtection(await read<WireProtectionStatus>(STATUS_PATH)),
  );
  return { ...swr, offered };
}

export interface ExclusionRequest {
  confirmId: string;
  /** The server's summary: what the member is about to confirm, with its end date. */
  summary: string;
}

/** Step one: `length` is days (time-out) or months (self-exclusion). */
export async function requestExclusion(kind: ExclusionKind, length: number): Promise<ExclusionRequest> {
  const { data, message } = await call<WireExclusionRequest>(EXCLUSION_REQUEST_PATH, { kind, length });
  const d = (isObject(data) ? data : {}) as Partial<WireExclusionRequest>;
  return { confirmId: str(d.confirm_id), summary: str(d.summary) || message };
}

/** Step two, with the login password; resolves with the server's confirmation. Every session has ended. */
export async function confirmExclusion(confirmId: string, password: string): Promise<string> {
  return (await call(EXCLUSION_CONFIRM_PATH, { confirm_id: confirmId, password })).message;
}

/**
 * 申请重新开放 (after a self-exclusion ended): the new restriction (reopening, with its date) and the
 * server's words; the session's user takes the answered state, so the guard and every screen agree.
 */
export async function reopenAccount(): Promise<{ protection: Protection | null; message: string }> {
  const { data, message } = await call<WireProtectionStatus>(REOPEN_PATH, {});
  // An answer without its status says nothing of the state: /api/user says it instead.
  if (!isObject(data)) {
    await loadUser().catch(() => undefined);
    return { protection: sessionStore.get().user?.protection ?? null, message };
  }
  const protection = toProtection(data);
  patchUser({ protection });
  return { protection, message };
}
