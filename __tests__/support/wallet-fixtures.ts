import { toUser } from '@/lib/api/normalise/member';
import type { WireUser } from '@/contract/member/schemas';
import { saveUser, startSession } from '@/lib/session';

export const WIRE_USER: WireUser = {
  username: 'player01',
  balance: '1520.35',
  gameblance: '30.00',
  usdtrate: '7.2',
  transferstatus: 0,
};

export const VENUES = [
  { platname: 'ag', name: 'AG真人', balance: '10.00' },
  { platname: 'pg', name: 'PG电子', balance: 0 },
  { platname: 'bg', name: 'BG真人', balance: '20.00' },
  { platname: 'ky', name: '开元棋牌', balance: '0.00' },
  { platname: 'sb', name: '沙巴体育', balance: '5.50' },
  { platname: 'im', name: 'IM电竞', balance: 0 },
];

/** A logged-in member with the given user fields. */
export function signIn(user: Partial<WireUser> = {}) {
  startSession('tok-1');
  saveUser(toUser({ ...WIRE_USER, ...user }));
}
