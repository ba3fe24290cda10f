/** Service links: the customer-service chat page and the agent back office. */
import useSWR from 'swr';
import { readShown } from './read';
import { toUrl } from './normalise/scalars';
import { rememberFrameUrl } from '@/lib/frame-urls';
import type { WireUrl } from '@/contract/common/schemas';

export const SERVICE_URL_PATH = '/api/getservicerurl';
export const AGENT_LOGIN_URL_PATH = '/api/getAgentLoginUrl';

/** Only web pages may be framed or opened; anything else (javascript:, data:) is refused. */
export const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/** POST /api/getservicerurl → data.url ('' when the operator configured none). */
export async function fetchServiceUrl(): Promise<string> {
  const url = toUrl(await readShown<WireUrl>(SERVICE_URL_PATH, {}));
  rememberFrameUrl(url);
  return url;
}

export function useServiceUrl() {
  return useSWR<string>(SERVICE_URL_PATH, fetchServiceUrl, { revalidateOnFocus: false });
}

/** GET /api/getAgentLoginUrl → data.url. */
export async function fetchAgentLoginUrl(): Promise<string> {
  const url = toUrl(await readShown<WireUrl>(AGENT_LOGIN_URL_PATH, {}, { method: 'GET' }));
  rememberFrameUrl(url);
  return url;
}
