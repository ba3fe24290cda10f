import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DownlineTransferScreen from '@/components/screens/wallet/downline-transfer-screen';
import { IDEMPOTENCY_KEY_HEADER } from '@/contract/common/rules';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { installFakeIntersectionObserver, paginator } from '../support/intersection-observer';
import { renderWithApp, resetApp, toasts } from '../support/render';
import { signIn, WIRE_USER } from '../support/wallet-fixtures';

installFakeIntersectionObserver();
beforeEach(() => resetApp('#/downlineTransfer'));

const FRIENDS = [
  { id: 12, username: 'friend02', created_at: '2024-05-02 10:00:00' },
  { id: 11, username: 'friend01', created_at: '2024-05-01 09:00:00' },
];

function setup(routes: Record<string, Handler> = {}, isagent = 1) {
  const api = mockFetch({
    '/api/balance': () => ok({ balance: '100.00' }),
    '/api/balancelist': () => ok([]),
    '/api/refreshusermoney': () => ok({ ...WIRE_USER, isagent }),
    '/api/downlines': (body) =>
      ok(
        paginator(
          1,
          1,
          FRIENDS.filter((f) => f.username.includes(String(body.username ?? ''))),
        ),
      ),
    ...routes,
  });
  signIn({ isagent, balance: '100.00' });
  renderWithApp(<DownlineTransferScreen />);
  return api;
}

const list = () => screen.getByRole('list', { name: '直属下级' });
const amount = () => screen.getByTestId('downline-amount') as HTMLInputElement;
const password = () => screen.getByLabelText('支付密码') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认转账' }));
const confirm = async () =>
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));

describe('下级转账 /downlineTransfer', () => {
  it('lists the direct downline in full and searches it by name', async () => {
    const { calls } = setup();
    await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(2));
    expect(within(list()).getByRole('button', { name: /friend02/ })).toHaveTextContent('注册时间 2024-05-02 10:00:00');
    fireEvent.change(screen.getByLabelText('搜索下级会员'), { target: { value: 'nd01' } });
    await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/downlines').at(-1)!.body).toMatchObject({ username: 'nd01', page: 1 });
    fireEvent.change(screen.getByLabelText('搜索下级会员'), { target: { value: 'zzz' } });
    expect(await screen.findByText('没有找到该会员')).toBeInTheDocument();
  });

  it('an agent without a downline is sent to invite one', async () => {
    setup({ '/api/downlines': () => ok(paginator(1, 1, [])) });
    expect(await screen.findByText('您还没有直属下级会员')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去邀请好友' })).toHaveAttribute('href', '#/inviter');
    expect(screen.queryByRole('button', { name: '确认转账' })).toBeNull();
  });

  it('a member who is not an agent is told so, and the server is not asked', () => {
    const { pathsCalled } = setup({}, 0);
    expect(screen.getByText('仅代理可使用下级转账')).toBeInTheDocument();
    expect(pathsCalled()).not.toContain('/api/downlines');
  });

  it('checks before sending, in order, with the contract’s words, and sends nothing', async () => {
    const { pathsCalled } = setup();
    await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(2));
    submit();
    expect(toasts()).toContain('请选择下级会员');
    fireEvent.click(within(list()).getByRole('button', { name: /friend01/ }));
    submit();
    expect(toasts()).toContain('请输入转账金额');
    fireEvent.change(amount(), { target: { value: '0' } });
    submit();
    expect(toasts()).toContain('转账金额必须大于0');
    fireEvent.change(amount(), { target: { value: '100.01' } });
    submit();
    expect(toasts()).toContain('操作金额高于账户余额');
    fireEvent.change(amount(), { target: { value: '40.25' } });
    submit();
    expect(toasts()).toContain('请输入取款密码');
    expect(pathsCalled()).not.toContain('/api/downlineTransfer');
  });

  it('confirms, sends once with an Idempotency-Key, says 转账成功 and shows the balance it answered', async () => {
    const { calls } = setup({
      '/api/downlineTransfer': () =>
        ok({ order_no: 'D240501094500123456', username: 'friend01', amount: '40.25', balance: '59.75' }, '转账成功'),
    });
    await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(2));
    fireEvent.click(within(list()).getByRole('button', { name: /friend01/ }));
    expect(screen.getByTestId('downline-member')).toHaveTextContent('friend01');
    fireEvent.change(amount(), { target: { value: '40.25' } });
    fireEvent.change(password(), { target: { value: '123456' } });
    submit();
    expect(await screen.findByText('确定向 friend01 转账 ¥40.25 吗？')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(toasts()).toContain('转账成功'));
    const sent = calls.filter((c) => c.path === '/api/downlineTransfer');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ username: 'friend01', amount: '40.25', paypassword: '123456' });
    expect((sent[0]!.init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toBeTruthy();
    await waitFor(() => expect(screen.getByText('可转 ¥59.75')).toBeInTheDocument());
    expect(amount().value).toBe('');
    expect(password().value).toBe('');
  });

  it('a cancelled confirmation sends nothing; a refusal shows the server’s words and keeps the input', async () => {
    const { calls } = setup({
      '/api/downlineTransfer': () => ({ code: 500, message: '该会员不是您的下级', data: [] }),
    });
    await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(2));
    fireEvent.click(within(list()).getByRole('button', { name: /friend02/ }));
    fireEvent.change(amount(), { target: { value: '10' } });
    fireEvent.change(password(), { target: { value: '123456' } });
    submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/downlineTransfer')).toHaveLength(0);
    submit();
    await confirm();
    await waitFor(() => expect(toasts()).toContain('该会员不是您的下级'));
    expect(amount().value).toBe('10');
    expect(password().value).toBe('123456');
  });
});
