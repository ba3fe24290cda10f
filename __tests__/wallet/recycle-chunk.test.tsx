/**
 * 一键回收 takes the wallet calls on its first tap, not from the boot (the header draws the button
 * on every page): a chunk that cannot load is a network failure to the player, as a call that gets
 * no answer, and nothing is sent.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useRecycleAll } from '@/components/wallet/use-recycle-all';
import { mockFetch } from '../support/fetch-mock';
import { resetApp, toasts } from '../support/render';

jest.mock('@/lib/api/wallet', () => {
  throw new Error('Loading chunk failed');
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

it('shows 网络异常 when the wallet calls cannot load, and sends nothing', async () => {
  resetApp('#/');
  const api = mockFetch({});
  const { result } = renderHook(() => useRecycleAll(), { wrapper });
  await act(async () => {
    await result.current.recycle();
  });
  expect(toasts()).toEqual(['网络异常，请检查网络后重试']);
  expect(api.calls).toEqual([]);
  expect(result.current.busy).toBe(false);
});
