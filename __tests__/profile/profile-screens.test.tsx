import { fireEvent, screen, waitFor } from '@testing-library/react';
import ApplyAgentScreen from '@/components/screens/profile/apply-agent-screen';
import UserInfoScreen from '@/components/screens/profile/user-info-screen';
import { toUser } from '@/lib/api/normalise/member';
import { parseHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { legacyBackend, renderWithApp, resetApp, toasts } from '../support/render';

const WIRE_USER = {
  id: 5,
  username: 'player01',
  realname: '张三',
  vip: 3,
  current_vip: 'VIP3',
  balance: '0',
  mobile: '',
  email: '',
  birthday: '',
  isagent: 0,
};

function setup(routes: Record<string, Handler>, hash: string, user: Record<string, unknown> = {}) {
  resetApp(hash);
  const api = mockFetch({ '/api/user': () => ok({ ...WIRE_USER, ...user }), ...routes });
  startSession('tok-1');
  saveUser(toUser({ ...WIRE_USER, ...user }));
  return api;
}

describe('个人资料 /userInfo', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

  it('shows username, real name and VIP read-only; the birthday picker runs from 1980-01-01 to today', () => {
    setup({}, '#/userInfo');
    renderWithApp(<UserInfoScreen location={parseHash('#/userInfo')} />);
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
    expect(screen.getByLabelText('用户名')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('真实姓名')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('VIP等级')).toHaveValue('VIP3');
    const birthday = screen.getByLabelText('生日');
    expect(birthday).toHaveAttribute('type', 'date');
    expect(birthday).toHaveAttribute('min', '1980-01-01');
    expect(birthday.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    [{ 手机号: '12345678901' }, '请输入正确手机号'],
    [{ 邮箱: 'abc@' }, '请输入正确邮箱号'],
    [{ 生日: '1979-12-31' }, '出生日期需在1980-01-01至今天之间'],
    [{ 生日: '2999-01-01' }, '出生日期需在1980-01-01至今天之间'],
  ])('refuses %j with %s before calling the server', async (fields, message) => {
    const api = setup({}, '#/userInfo');
    renderWithApp(<UserInfoScreen location={parseHash('#/userInfo')} />);
    for (const [label, value] of Object.entries(fields)) fill(label, value);
    save();
    await waitFor(() => expect(toasts()).toContain(message));
    expect(api.pathsCalled()).not.toContain('/api/updateuserinfo');
  });

  it('sends all three fields, says 操作成功 and reloads the user', async () => {
    const api = setup({ '/api/updateuserinfo': () => ok('', '操作成功') }, '#/userInfo');
    renderWithApp(<UserInfoScreen location={parseHash('#/userInfo')} />);
    fill('手机号', '13800138000');
    fill('邮箱', 'me@example.com');
    fill('生日', '1990-05-01');
    save();
    await waitFor(() => expect(toasts()).toContain('操作成功'));
    expect(api.calls.find((c) => c.path === '/api/updateuserinfo')?.body).toEqual({
      mobile: '13800138000',
      email: 'me@example.com',
      birthday: '1990-05-01',
    });
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/user'));
  });
});

describe('申请代理 /applyagent', () => {
  it('a visitor is asked to log in and comes back here', () => {
    resetApp('#/applyagent');
    mockFetch({});
    renderWithApp(<ApplyAgentScreen location={parseHash('#/applyagent')} />);
    fireEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(window.location.hash).toBe('#/login?redirect=%2Fapplyagent');
  });

  it('checks mobile then reason, sends the form and shows the server answer, then the pending state', async () => {
    let latest: unknown = null;
    const api = setup(
      {
        '/api/agentapply': () => ok(latest),
        '/api/applyagentdo': (body) => {
          latest = {
            id: 1,
            state: 1,
            mobile: body.mobile,
            apply_info: body.apply_info,
            created_at: '2024-05-01 10:00:00',
          };
          return ok('', '申请成功');
        },
      },
      '#/applyagent',
    );
    renderWithApp(<ApplyAgentScreen location={parseHash('#/applyagent')} />);
    const submit = await screen.findByRole('button', { name: '提交申请' });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '2391234567' } });
    fireEvent.click(submit);
    await waitFor(() => expect(toasts()).toContain('请输入正确手机号'));
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.click(submit);
    await waitFor(() => expect(toasts()).toContain('请输入申请理由'));
    expect(api.pathsCalled()).not.toContain('/api/applyagentdo');
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '我有推广渠道' } });
    fireEvent.click(submit);
    await waitFor(() => expect(toasts()).toContain('申请成功'));
    expect(api.calls.find((c) => c.path === '/api/applyagentdo')?.body).toEqual({
      mobile: '13912345678',
      apply_info: '我有推广渠道',
    });
    expect(await screen.findByText('您的代理申请正在审核中，请耐心等待')).toBeInTheDocument();
    expect(screen.getByText('提交时间 2024-05-01 10:00:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it("shows the server's refusal; a rejected application shows why above a new form", async () => {
    setup(
      {
        '/api/agentapply': () =>
          ok({
            id: 1,
            state: 3,
            mobile: '13700000000',
            apply_info: 'x',
            reason: '资料不足',
            created_at: '2024-05-01 10:00:00',
          }),
        '/api/applyagentdo': () => ({ code: 500, message: '您已申请过代理', data: '' }),
      },
      '#/applyagent',
    );
    renderWithApp(<ApplyAgentScreen location={parseHash('#/applyagent')} />);
    expect(await screen.findByText('原因：资料不足')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13700000000');
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '补充' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(toasts()).toContain('您已申请过代理'));
  });

  it('on a legacy back end (no agentapply) asks nothing and shows the form at once', async () => {
    const api = setup({ '/api/app': () => ok({ title: 'TG' }) }, '#/applyagent');
    legacyBackend();
    renderWithApp(<ApplyAgentScreen location={parseHash('#/applyagent')} />);
    expect(await screen.findByRole('button', { name: '提交申请' })).toBeInTheDocument();
    expect(api.pathsCalled()).not.toContain('/api/agentapply');
  });

  it('waits (skeleton) until /api/app says whether the back end keeps applications', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const api = setup({ '/api/app': () => new Promise((r) => (answer = r)) }, '#/applyagent');
    legacyBackend();
    renderWithApp(<ApplyAgentScreen location={parseHash('#/applyagent')} />);
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/app'));
    expect(document.querySelector('[aria-busy]')).toBeInTheDocument();
    answer(ok({ title: 'TG' }));
    expect(await screen.findByRole('button', { name: '提交申请' })).toBeInTheDocument();
    expect(api.pathsCalled()).not.toContain('/api/agentapply');
  });

  it('an agent sees 您已是代理 and the way to the agent back office', async () => {
    setup({ '/api/agentapply': () => ok(null) }, '#/applyagent', { isagent: 1 });
    renderWithApp(<ApplyAgentScreen location={parseHash('#/applyagent')} />);
    expect(await screen.findByText('您已是代理')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '进入代理后台' }));
    expect(window.location.hash).toBe('#/gamePage?dailiD=1');
  });
});
