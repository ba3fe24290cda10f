import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MineScreen from '@/components/screens/member/mine-screen';
import { signOut } from '@/lib/auth/flows';
import { startSession, saveUser } from '@/lib/session';
import { toUser } from '@/lib/api/normalise/member';
import type { WireUser } from '@/contract/member/schemas';
import { mockFetch, ok, jsonResponse } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';

jest.mock('@/lib/auth/flows', () => ({ signOut: jest.fn(async () => undefined) }));

const WIRE_USER: WireUser = {
  username: 'player01',
  balance: '1520.35',
  vip: 3,
  current_vip: 'VIP3',
  joinday: 41,
  isagent: 0,
  paysum: '3000.00',
  avatar: '',
};

beforeEach(() => {
  resetApp('#/mine');
  jest.mocked(signOut).mockClear();
});

function setup(user: Partial<WireUser> = {}, routes = {}) {
  const api = mockFetch({
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/user': () => ok({ ...WIRE_USER, ...user }),
    ...routes,
  });
  startSession('tok-1');
  saveUser(toUser({ ...WIRE_USER, ...user }));
  renderWithApp(<MineScreen location={loc('#/mine')} />);
  return api;
}

describe('mine', () => {
  it('shows name, VIP badge, join days and balance', async () => {
    setup();
    expect(screen.getByTestId('mine-username')).toHaveTextContent('player01');
    expect(screen.getByText('VIP3')).toBeInTheDocument();
    expect(screen.getByText('加入第41天')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('1,520.35'));
  });

  it('offers the agent login (and not the application) only when isagent=1', () => {
    setup({ isagent: 1 });
    expect(screen.getByRole('link', { name: '代理登录' })).toHaveAttribute('href', '#/gamePage?dailiD=1');
    expect(screen.queryByRole('link', { name: '申请代理' })).not.toBeInTheDocument();
  });

  it('offers the agent application (and not the agent login) only when isagent=0', () => {
    setup({ isagent: 0 });
    expect(screen.getByRole('link', { name: '申请代理' })).toHaveAttribute('href', '#/applyagent');
    expect(screen.queryByRole('link', { name: '代理登录' })).not.toBeInTheDocument();
  });

  it('links the shortcuts and list of docs/SCREENS.md#mine', () => {
    setup();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const to of [
      '/vip',
      '/inviter',
      '/wallet',
      '/transRecord',
      '/betRecord',
      '/password',
      '/message',
      '/activity',
      '/profit-loss',
      '/userCent',
      '/cashback-rates',
      '/fanshui',
      '/password?type=1',
      '/welfare',
      '/boutBallBet',
      '/app',
      '/responsible',
      '/kefu',
    ]) {
      expect(hrefs).toContain(`#${to}`);
    }
  });

  it('asks before logging out, and signs out only when confirmed', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要退出登录吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signOut).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('refreshes the balance and toasts the server message', async () => {
    let balance = '1520.35';
    setup(
      {},
      {
        '/api/balance': () => ok({ balance }),
        '/api/refreshusermoney': () => {
          balance = '99.00';
          return ok({ ...WIRE_USER, balance }, '刷新成功');
        },
      },
    );
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('1,520.35'));
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    await waitFor(() => expect(toasts()).toContain('刷新成功'));
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('99.00'));
  });

  it('an agent keeps 代理登录 and the VIP badge after a legacy refresh (a partial user, merged)', async () => {
    const legacyRefresh = { username: 'player01', balance: '88.00', vip: 12, gameblance: 0 };
    let balance = '1520.35';
    setup(
      { isagent: 1 },
      {
        '/api/balance': () => ok({ balance }),
        '/api/refreshusermoney': () => {
          balance = legacyRefresh.balance;
          return ok(legacyRefresh, '刷新成功');
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    await waitFor(() => expect(toasts()).toContain('刷新成功'));
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('88.00'));
    expect(screen.getByRole('link', { name: '代理登录' })).toBeInTheDocument();
    expect(screen.getByText('VIP3')).toBeInTheDocument();
  });

  it.each([
    ['an SVG', 'a.svg', 'image/svg+xml'],
    ['a WebP', 'a.webp', 'image/webp'],
    ['an HTML file', 'a.html', 'text/html'],
  ])('refuses %s avatar (not png, jpg or gif) without calling the server', async (_, name, type) => {
    const { calls } = setup();
    const file = new File(['x'], name, { type });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
    await waitFor(() => expect(toasts()).toContain('头像仅支持 png、jpg、gif 格式'));
    expect(calls.some((c) => c.path === '/api/uploadimg')).toBe(false);
  });

  it('offers png, jpg and gif in the picker', () => {
    setup();
    expect(screen.getByTestId('avatar-input')).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/jpg');
  });

  it('uploads a png as multipart with the bearer token, accepts a plain-text answer and reloads the user', async () => {
    const { calls } = setup({}, { '/api/uploadimg': () => jsonResponse('https://api.example/uploads/avatar/1.png') });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });
    await waitFor(() => expect(toasts()).toContain('头像上传成功'));
    const upload = calls.find((c) => c.path === '/api/uploadimg')!;
    expect(upload.init.body).toBeInstanceOf(FormData);
    expect((upload.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(calls.some((c) => c.path === '/api/user')).toBe(true);
  });

  it('says the upload failed when the server lacks the call (404)', async () => {
    setup();
    fireEvent.change(screen.getByTestId('avatar-input'), {
      target: { files: [new File(['g'], 'a.gif', { type: 'image/gif' })] },
    });
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0));
    expect(toasts()).not.toContain('头像上传成功');
  });
});
