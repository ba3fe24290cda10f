import { act, render, screen } from '@testing-library/react';
import { LazyAlertHost } from '@/components/ui/lazy-alert-host';
import { showConfirm } from '@/lib/ui/alert';
import { toastStore } from '@/lib/ui/toast';

// The alert's chunk: the first load fails (the network gone), the next one arrives.
let fail = true;
jest.mock('@/components/ui/alert-host', () => {
  if (fail) {
    fail = false;
    throw new Error('Failed to load chunk');
  }
  return { AlertHost: () => <div role="alertdialog">确定退出吗？</div> };
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('an alert whose code cannot load counts as dismissed, says so, and the next alert loads again', async () => {
  render(<LazyAlertHost />);
  let answer: boolean | undefined;
  await act(async () => {
    void showConfirm('确定退出吗？').then((ok) => (answer = ok));
  });
  await act(async () => {});
  expect(answer).toBe(false);
  expect(toastStore.get().map((x) => x.text)).toContain('网络异常，请检查网络后重试');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await act(async () => {
    void showConfirm('确定退出吗？');
  });
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('确定退出吗？');
});
