import { act, fireEvent, screen } from '@testing-library/react';
import { TabBar } from '@/components/layout/tab-bar';
import { toastStore } from '@/lib/ui/toast';
import { renderWithApp, resetApp } from '../support/render';

// The sheet's chunk: the first load fails (the network gone, or a deploy removed it), the next arrives.
let fail = true;
jest.mock('@/components/content/service-sheet', () => {
  if (fail) {
    fail = false;
    throw new Error('Failed to load chunk');
  }
  return { ServiceSheet: ({ open }: { open: boolean }) => (open ? <div data-testid="service-sheet" /> : null) };
});

beforeEach(() => {
  resetApp('#/mine');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('客服 whose sheet cannot load says 网络异常, leaves the tab bar working, and the next tap loads it', async () => {
  renderWithApp(<TabBar active="mine" />);
  fireEvent.click(screen.getByRole('button', { name: '客服' }));
  await act(async () => {});
  expect(toastStore.get().map((x) => x.text)).toContain('网络异常，请检查网络后重试');
  expect(screen.queryByTestId('service-sheet')).toBeNull();
  expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '大厅' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '客服' }));
  expect(await screen.findByTestId('service-sheet')).toBeInTheDocument();
});
