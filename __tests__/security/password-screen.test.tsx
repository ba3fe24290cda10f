import { fireEvent, screen, waitFor } from '@testing-library/react';
import PasswordScreen from '@/components/screens/security/password-screen';
import { parseQuery } from '@/lib/router/queries';
import { toUser } from '@/lib/api/normalise/member';
import { saveUser, sessionStore, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';

function setup(hash: string, routes: Record<string, Handler> = {}) {
  resetApp(hash);
  const api = mockFetch(routes);
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0' }));
  localStorage.setItem('popupHiddenDate', '2024-05-01');
  sessionStorage.setItem('something', '1');
  renderWithApp(<PasswordScreen location={loc(hash)} />);
  return api;
}
const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

describe('/password', () => {
  it('type 2 is the withdrawal (pay) password; type 1, a bare /password or anything else the login password', () => {
    const kindOf = (qs: string) => parseQuery('/password', new URLSearchParams(qs)).kind;
    expect(kindOf('type=1')).toBe('login');
    expect(kindOf('type=2')).toBe('pay');
    expect(kindOf('')).toBe('login');
    expect(kindOf('type=9')).toBe('login');
  });

  it('shows the messages of docs/SCREENS.md#password as the form is filled', () => {
    setup('#/password?type=1');
    const steps: [string, string, string][] = [
      ['请输入旧密码', '旧密码', '12345'],
      ['请输入新密码', '新密码', '12345'],
      ['请输入确认密码', '确认密码', '123'],
      ['请输入正确的旧密码长度', '旧密码', '123456'],
      ['请输入正确的新密码长度', '新密码', '123456'],
      ['两次密码不一致！', '确认密码', '123456'],
      ['新旧密码不能一致！', '新密码', 'abcdef'],
    ];
    for (const [message, label, value] of steps) {
      save();
      expect(toasts()).toContain(message);
      set(label, value);
    }
  });

  it('changes the login password with {password: OLD, paypassword: NEW}, then clears all storage and goes to login', async () => {
    const { calls } = setup('#/password?type=1', { '/api/editPassword': () => ok([]) });
    set('旧密码', 'old123');
    set('新密码', 'new456');
    set('确认密码', 'new456');
    save();
    await waitFor(() => expect(toasts()).toContain('密码修改成功！'));
    expect(calls.map((c) => c.path)).toEqual(['/api/editPassword']);
    expect(calls[0].body).toEqual({ password: 'old123', paypassword: 'new456' });
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.get()).toEqual({ token: null, user: null });
  });

  it('changes the pay password through /api/editPayPassword', async () => {
    const { calls } = setup('#/password?type=2', { '/api/editPayPassword': () => ok([]) });
    set('旧密码', '111111');
    set('新密码', '222222');
    set('确认密码', '222222');
    save();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(calls[0]).toMatchObject({
      path: '/api/editPayPassword',
      body: { password: '111111', paypassword: '222222' },
    });
  });

  it('a wrong old password shows the server’s message, keeps the session and what was typed', async () => {
    setup('#/password?type=1', { '/api/editPassword': () => ({ code: 205, message: '登录密码错误', data: [] }) });
    set('旧密码', 'old123');
    set('新密码', 'new456');
    set('确认密码', 'new456');
    save();
    await waitFor(() => expect(toasts()).toContain('登录密码错误'));
    expect(screen.getByLabelText('旧密码')).toHaveValue('old123');
    expect(sessionStore.get().token).toBe('tok-1');
    expect(window.location.hash).toBe('#/password?type=1');
  });

  it('the tabs switch between the two passwords', async () => {
    setup('#/password?type=1');
    expect(screen.getByRole('tab', { name: '登录密码' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '支付密码' }));
    await waitFor(() => expect(window.location.hash).toBe('#/password?type=2'));
  });
});
