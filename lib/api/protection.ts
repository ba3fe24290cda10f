/**
 * Time-outs and self-exclusion (our extension `protectionExclusion`, docs/API.md#protection): the
 * member's status, the two-step request and confirmation, and reopening after a self-exclusion.
 * A back end without the extension is never asked (the screens hide these tools).
 */
import useSWR from 'swr';
import { useSession } from '@/lib/session';
import { call } from './client';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { isObject, str } from './normalise/scalars';
import type { ExclusionKind, WireExclusionRequest, WireProtectionStatus } from '@/contract/protection/exclusions';

export const STATUS_PATH = '/api/protectionStatus';
export const EXCLUSION_REQUEST_PATH = '/api/protectionExclusionRequest';
export const EXCLUSION_CONFIRM_PATH = '/api/protectionExclusionConfirm';
export const REOPEN_PATH = '/api/protectionReopen';

export type ProtectionState = WireProtectionStatus['state'];
const STATES: readonly ProtectionState[] = ['open', 'timeout', 'exclusion', 'closed', 'reopening'];

export interface ProtectionStatus {
  state: ProtectionState;
  /** Beijing `Y-m-d H:i:s` when the time-out or self-exclusion ends ('' when none). */
  until: string;
  /** Beijing `Y-m-d H:i:s` when a reopening account opens ('' when none). */
  reopenAt: string;
  /** What a refused call says while restricted ('' when open). */
  message: string;
}

function toStatus(w: unknown): ProtectionStatus {
  const s = (isObject(w) ? w : {}) as Partial<WireProtectionStatus>;
  const state = STATES.find((x) => x === s.state) ?? 'open';
  return { state, until: str(s.until), reopenAt: str(s.reopen_at), message: str(s.message) };
}

/** The member's state; nothing is asked of a back end without the extension, or for a visitor. */
export function useProtectionStatus() {
  const { token } = useSession();
  const offered = useExtension(EXTENSIONS.protectionExclusion);
  const swr = useSWR<ProtectionStatus>(offered && token ? [STATUS_PATH, token] : null, async () =>
    toStatus(await read(STATUS_PATH)),
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

/** After a self-exclusion ended: the new status and the server's words (the opening date). */
export async function reopenAccount(): Promise<{ status: ProtectionStatus; message: string }> {
  const { data, message } = await call(REOPEN_PATH);
  return { status: toStatus(data), message };
}
