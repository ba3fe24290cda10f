import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Header } from '@/components/layout/header';
import { findRoute } from '@/lib/router/paths';
import { startSession } from '@/lib/session';
import { balanceReadsAfter, mockFetch, ok, readsSent } from '../support/fetch-mock';
import { renderWithApp, resetApp, toasts } from '../support/render';

const hall = findRoute('/')!;
const user = { username: 'player01', balance: '88.50' };

beforeEach(() => resetApp('#/'));

describe('header', () => {
  it('shows login and register for a visitor', () => {
    mockFetch({ '/api/app': () => ok({}) });
    renderWithApp(<Header route={hall} />);
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '#/login?type=1');
  });

  it('shows the polled balance for a member', async () => {
    startSession('tok');
    mockFetch({ '/api/app': () => ok({}), '/api/balance': () => ok({ balance: '1234.5' }) });
    renderWithApp(<Header route={hall} />);
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('1,234.50');
  });

  it('recycle all shows the server message whatever the code, then reads the balance once', async () => {
    startSession('tok');
    const { calls, pathsCalled } = mockFetch({
      '/api/app': () => ok({}),
      '/api/balance': () => ok({ balance: '1.00' }),
      '/api/transall': () => ({ code: 201, message: '场馆维护中' }),
      '/api/refreshusermoney': () => ok(user, '刷新成功'),
    });
    renderWithApp(<Header route={hall} />);
    await readsSent(pathsCalled, ['/api/balance']);
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    await waitFor(() => expect(toasts()).toContain('场馆维护中'));
    // No venue list is shown here, so only the main balance is read.
    await waitFor(() => expect(balanceReadsAfter(calls, '/api/transall')).toEqual(['/api/balance']));
  });

  it('is absent on routes whose rule is hidden and shows a back arrow on list screens', () => {
    mockFetch({ '/api/app': () => ok({}) });
    const { container } = renderWithApp(<Header route={findRoute('/mine')!} />);
    expect(container.querySelector('header')).toBeNull();
    renderWithApp(<Header route={findRoute('/message')!} />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '消息' })).toBeInTheDocument();
  });
});
