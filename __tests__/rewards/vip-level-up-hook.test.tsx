/** lib/rewards/use-vip-level-up.ts: a higher level in the member's data is announced once. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { toUser } from '@/lib/api/normalise/member';
import { useVipLevelUp } from '@/lib/rewards/use-vip-level-up';
import { saveUser, startSession } from '@/lib/session';
import { toastStore } from '@/lib/ui/toast';

const announced = () =>
  toastStore
    .get()
    .filter((x) => x.kind === 'announce')
    .map((x) => x.text);

beforeEach(() => {
  window.localStorage.clear();
  toastStore.set([]);
});

it('announces 恭喜晋级 VIP3！ when the member rises from VIP2, and nothing for the first level seen', async () => {
  startSession('token-1');
  saveUser(toUser({ username: 'player01', balance: '0', vip: 2 }));
  renderHook(() => useVipLevelUp());
  await act(async () => {});
  expect(announced()).toEqual([]);

  act(() => saveUser(toUser({ username: 'player01', balance: '0', vip: 3 })));
  await waitFor(() => expect(announced()).toEqual(['恭喜晋级 VIP3！']));
});
