/** docs/SCREENS.md#applyagent: a mainland mobile, then a reason; the server checks the same. */
import type { Refusal } from '@/contract/common/rules';
import { AGENT_MESSAGES, MOBILE_RE } from '@/contract/profile/rules';

export type AgentField = 'mobile' | 'applyInfo';
export interface AgentInput {
  mobile: string;
  applyInfo: string;
}

export function validateAgentApplication(input: AgentInput): Refusal<AgentField> | null {
  if (!MOBILE_RE.test(input.mobile.trim())) return { field: 'mobile', message: AGENT_MESSAGES.mobile };
  if (!input.applyInfo.trim()) return { field: 'applyInfo', message: AGENT_MESSAGES.reason };
  return null;
}
