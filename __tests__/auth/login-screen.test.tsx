import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import LoginScreen from '@/components/screens/auth/login-screen';
import { sessionStore } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { setConfigForTests } from '@/lib/config';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';

const user = { id: 7, username: 'player01', balance: '1000.00', vip: 1, isagent: 0 };

beforeEach(() => resetApp('#/login'));

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login', () => {
  it('enables the login button only when name and password are both filled', () => {
    mockFetch({ '/api/app': () => ok({ site_state: '1' }) });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toBeDisabled();
    fill('用户名', 'player01');
    expect(button).toBeDisabled();
    fill('密码', 'secret1');
    expect(button).toBeEnabled();
  });

  it('says 请输入您的账号和密码！ when the form is submitted incomplete (Enter key)', () => {
    mockFetch({ '/api/app': () => ok({}) });
    const { container } = renderWithApp(<LoginScreen location={loc('#/login')} />);
    fill('用户名', 'player01');
    fireEvent.submit(container.querySelector('form')!);
    expect(toasts()).toContain('请输入您的账号和密码！');
  });

  it('logs in, stores the token, loads the user and returns to the guarded page', async () => {
    const { calls } = mockFetch({
      '/api/app': () => ok({}),
      '/api/login_pc': () => ok({ api_token: 'tok-1', username: 'player01' }),
      '/api/user': () => ok(user),
    });
    renderWithApp(<LoginScreen location={loc('#/login?redirect=%2Fmine')} />);
    fill('用户名', 'player01');
    fill('密码', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.hash).toBe('#/mine'));
    expect(calls.find((c) => c.path === '/api/login_pc')?.body).toEqual({ name: 'player01', password: 'secret1' });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sessionStore.get().user?.username).toBe('player01');
  });

  it('keeps the typed input and shows the server message when login fails', async () => {
    mockFetch({ '/api/app': () => ok({}), '/api/login_pc': () => ({ code: 203, message: '登录密码错误' }) });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    fill('用户名', 'player01');
    fill('密码', 'wrong12');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts()).toContain('登录密码错误'));
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('toggles the password between hidden and shown', () => {
    mockFetch({ '/api/app': () => ok({}) });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('caps name and password inputs at 16 characters', () => {
    mockFetch({ '/api/app': () => ok({}) });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    expect(screen.getByLabelText('用户名')).toHaveAttribute('maxLength', '16');
    expect(screen.getByLabelText('密码')).toHaveAttribute('maxLength', '16');
  });

  it('opens the registration tab for type=1 with the referrer from pid', () => {
    mockFetch({ '/api/app': () => ok({}) });
    renderWithApp(<LoginScreen location={loc('#/login?type=1&pid=8')} />);
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('邀请码（选填）')).toHaveValue('8');
  });
});

describe('trial account', () => {
  it('asks our server for a fresh guest account and logs in with it', async () => {
    const { pathsCalled } = mockFetch({
      '/api/app': () => ok({ trial_enabled: '1' }),
      '/api/trial': () => ok({ api_token: 'guest-tok', username: 'guest12345' }),
      '/api/user': () => ok({ ...user, username: 'guest12345', is_trial: 1 }),
    });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    fireEvent.click(await screen.findByRole('button', { name: '免费试玩' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('guest-tok'));
    expect(pathsCalled()).not.toContain('/api/login_pc');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('is not offered by a legacy back end without a shared trial account (never a dead button)', async () => {
    legacyBackend();
    const api = mockFetch({ '/api/app': () => ok({ title: 'TG' }) });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/app'));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: '免费试玩' })).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it("on a legacy back end logs into config.json's shared trial account", async () => {
    legacyBackend();
    setConfigForTests({ trial: { enabled: true, username: 'optrial01', password: 'opsecret' } });
    const { calls, pathsCalled } = mockFetch({
      '/api/app': () => ok({ title: 'TG' }),
      '/api/login_pc': () => ok({ api_token: 'op-tok', username: 'optrial01' }),
      '/api/user': () => ok({ ...user, username: 'optrial01' }),
    });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    fireEvent.click(await screen.findByRole('button', { name: '免费试玩' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('op-tok'));
    expect(pathsCalled()).not.toContain('/api/trial');
    expect(calls.find((c) => c.path === '/api/login_pc')?.body).toEqual({ name: 'optrial01', password: 'opsecret' });
  });

  it('is hidden when the server says trial is off', async () => {
    mockFetch({ '/api/app': () => ok({ trial_enabled: '0' }) });
    renderWithApp(<LoginScreen location={loc('#/login')} />);
    await act(async () => undefined);
    await waitFor(() => expect(screen.queryByRole('button', { name: '免费试玩' })).toBeNull());
  });
});
