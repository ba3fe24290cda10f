/**
 * The member's invite link: `/#/reg2?pid=<code>` (the invite code, or the member id on a back end
 * without `inviteCode`) on the operator's H5 address when one is set, else on this site's origin.
 */
import { INVITE_PATH } from '@/contract/referrals/rules';

export function inviteLink(code: string | number, h5Url: string, origin: string): string {
  const base = /^https?:\/\//i.test(h5Url.trim()) ? h5Url.trim() : origin;
  return `${base.replace(/\/+$/, '').replace(/\/#.*$/, '')}${INVITE_PATH}${encodeURIComponent(String(code))}`;
}
