/** Requests to the operator: the agent application (/api/applyagentdo, our /api/agentapply) and feedback. */
import useSWR from 'swr';
import { useSession } from '@/lib/session';
import { call } from './client';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { int, isObject, str } from './normalise/scalars';
import { parseBeijing } from '@/lib/time';
import type { ApplyAgentBody, FeedbackBody, WireAgentApplication } from '@/contract/profile/schemas';

export const APPLY_AGENT_PATH = '/api/applyagentdo';
export const AGENT_APPLICATION_PATH = '/api/agentapply';

export interface AgentApplication {
  /** 1 pending, 2 approved, 3 rejected. */
  state: number;
  mobile: string;
  applyInfo: string;
  reason: string;
  createdAt: number | null;
}

function toAgentApplication(w: unknown): AgentApplication | null {
  if (!isObject(w)) return null;
  const a = w as WireAgentApplication;
  return {
    state: int(a.state),
    mobile: str(a.mobile),
    applyInfo: str(a.apply_info),
    reason: str(a.reason).trim(),
    createdAt: parseBeijing(a.created_at),
  };
}

/**
 * The member's latest application (null: none; undefined: not known yet). A back end without the
 * `agentapply` extension is never asked: there is no application to show, so the screen shows the
 * form, and the apply call itself says 您已申请过代理 when it must.
 */
export function useAgentApplication() {
  const { token } = useSession();
  const tracked = useExtension(EXTENSIONS.agentApply);
  const { data, error, mutate } = useSWR<AgentApplication | null>(
    tracked && token ? [AGENT_APPLICATION_PATH, token] : null,
    async () => toAgentApplication(await read(AGENT_APPLICATION_PATH)),
  );
  return { data: tracked === false ? null : data, error, mutate };
}

export async function applyForAgent(body: ApplyAgentBody): Promise<string> {
  return (await call(APPLY_AGENT_PATH, body)).message;
}

export const FEEDBACK_PATH = '/api/feedback';

/** Our POST /api/feedback; resolves with the server's thanks. */
export async function sendFeedback(body: FeedbackBody): Promise<string> {
  return (await call(FEEDBACK_PATH, body)).message;
}
