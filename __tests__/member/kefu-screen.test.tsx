import { fireEvent, screen, waitFor } from '@testing-library/react';
import KefuScreen from '@/components/screens/content/kefu-screen';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';

beforeEach(() => resetApp('#/kefu'));

describe('customer service (/kefu)', () => {
  it('frames data.url with a loading overlay until the frame loads', async () => {
    mockFetch({ '/api/getservicerurl': () => ok({ url: 'https://chat.example/kf', domain: 'x' }) });
    renderWithApp(<KefuScreen location={loc('#/kefu')} />);
    const frame = await screen.findByTitle('在线客服');
    expect(frame).toHaveAttribute('src', 'https://chat.example/kf');
    expect(screen.getByText('客服连接中…')).toBeInTheDocument();
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByText('客服连接中…')).not.toBeInTheDocument());
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    mockFetch({
      '/api/getservicerurl': () =>
        ++calls === 1 ? { code: 500, message: '系统繁忙' } : ok({ url: 'https://chat.example/kf' }),
    });
    renderWithApp(<KefuScreen location={loc('#/kefu')} />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('在线客服')).toHaveAttribute('src', 'https://chat.example/kf');
  });

  it('never frames a non-web link', async () => {
    mockFetch({ '/api/getservicerurl': () => ok({ url: 'javascript:alert(1)' }) });
    renderWithApp(<KefuScreen location={loc('#/kefu')} />);
    expect(await screen.findByText('暂未开通在线客服')).toBeInTheDocument();
    expect(screen.queryByTitle('在线客服')).not.toBeInTheDocument();
  });
});
