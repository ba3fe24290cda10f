import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TabBar } from '@/components/layout/tab-bar';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

beforeEach(() => resetApp('#/transRecord?type=2'));

describe('the customer-service sheet', () => {
  it('客服 opens the service page in a sheet over the current screen; closing it stays on that screen', async () => {
    const { calls } = mockFetch({ '/api/getservicerurl': () => ok({ url: 'https://chat.example/kf' }) });
    renderWithApp(<TabBar active="mine" />);
    fireEvent.click(screen.getByRole('button', { name: '客服' }));
    const sheet = await screen.findByTestId('service-sheet');
    expect(await within(sheet).findByTitle('在线客服')).toHaveAttribute('src', 'https://chat.example/kf');
    expect(window.location.hash).toBe('#/transRecord?type=2');
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('service-sheet')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/transRecord?type=2');
    expect(calls.filter((c) => c.path === '/api/getservicerurl')).toHaveLength(1);
  });

  it('an operator without a service link gets 暂未开通在线客服 in the sheet', async () => {
    mockFetch({ '/api/getservicerurl': () => ok({ url: '' }) });
    renderWithApp(<TabBar />);
    fireEvent.click(screen.getByRole('button', { name: '客服' }));
    expect(await within(await screen.findByTestId('service-sheet')).findByText('暂未开通在线客服')).toBeInTheDocument();
  });
});
