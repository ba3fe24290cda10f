import { act, fireEvent, screen } from '@testing-library/react';
import { TabBar } from '@/components/layout/tab-bar';
import { toastStore } from '@/lib/ui/toast';
import { renderWithApp, resetApp } from '../support/render';

// The sheet's chunk cannot load (the network gone, or a deploy removed it).
jest.mock('@/components/content/service-sheet', () => {
  throw new Error('Failed to load chunk');
});

beforeEach(() => {
  resetApp('#/mine');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('客服 whose sheet cannot load says 网络异常 and leaves the tab bar working', async () => {
  renderWithApp(<TabBar active="mine" />);
  fireEvent.click(screen.getByRole('button', { name: '客服' }));
  await act(async () => {});
  expect(toastStore.get().map((x) => x.text)).toContain('网络异常，请检查网络后重试');
  expect(screen.queryByTestId('service-sheet')).toBeNull();
  expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '大厅' })).toBeInTheDocument();
});
