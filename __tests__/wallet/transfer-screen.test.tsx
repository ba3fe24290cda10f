import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import TransferScreen from '@/components/screens/wallet/transfer-screen';
import { balanceReadsAfter, mockFetch, ok, readsSent } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';
import { signIn, VENUES, WIRE_USER } from '../support/wallet-fixtures';
import type { Handler } from '../support/fetch-mock';

beforeEach(() => resetApp('#/transfer'));

function setup(routes: Record<string, Handler> = {}, query = '') {
  const api = mockFetch({
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/balancelist': () => ok(VENUES),
    '/api/refreshusermoney': () => ok(WIRE_USER, '刷新成功'),
    ...routes,
  });
  signIn();
  renderWithApp(<TransferScreen location={loc(`#/transfer${query}`)} />);
  return api;
}

const amountInput = () => screen.getByTestId('transfer-amount') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即转账' }));
const venuePicker = () => screen.getByRole('radiogroup', { name: '选择场馆' });

describe('transfer screen', () => {
  it('draws its own bar with a back arrow (the route hides the header)', async () => {
    setup();
    expect(screen.getByRole('heading', { name: '额度转换' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '一键回收' })).toBeInTheDocument();
  });

  it('shows 4 venues by default and all of them expanded', async () => {
    setup();
    await waitFor(() => expect(within(venuePicker()).getAllByRole('radio')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(within(venuePicker()).getAllByRole('radio')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(within(venuePicker()).getAllByRole('radio')).toHaveLength(4);
  });

  it('says 请输入操作金额！ for an empty amount and sends nothing', async () => {
    const { pathsCalled } = setup();
    await screen.findByRole('radio', { name: 'AG真人' });
    submit();
    await waitFor(() => expect(toasts()).toContain('请输入操作金额！'));
    expect(pathsCalled()).not.toContain('/api/transfer');
    // Reported as every form reports a refusal (useCheckedForm): the field focused and marked.
    expect(amountInput()).toHaveFocus();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amountInput(), { target: { value: '5' } });
    expect(amountInput()).not.toHaveAttribute('aria-invalid');
  });

  it('says 操作金额不能为0！ for 0.00', async () => {
    const { pathsCalled } = setup();
    await screen.findByRole('radio', { name: 'AG真人' });
    fireEvent.change(amountInput(), { target: { value: '0.00' } });
    submit();
    await waitFor(() => expect(toasts()).toContain('操作金额不能为0！'));
    expect(pathsCalled()).not.toContain('/api/transfer');
  });

  it('clears the amount when the direction changes', async () => {
    setup();
    fireEvent.change(amountInput(), { target: { value: '50' } });
    expect(amountInput().value).toBe('50');
    fireEvent.click(screen.getByRole('radio', { name: '场馆 → 中心钱包' }));
    expect(amountInput().value).toBe('');
  });

  it('moves main → chosen venue, shows one toast 转入成功！, and the answered balances without a read', async () => {
    const { calls, pathsCalled } = setup({
      '/api/transfer': () =>
        ok({ balance: '1470.35', platname: 'bg', venue_balance: '50.00', order_no: 'T1' }, '转账成功'),
    });
    await readsSent(pathsCalled, ['/api/balance', '/api/balancelist']);
    fireEvent.click(await screen.findByRole('radio', { name: 'BG真人' }));
    fireEvent.change(amountInput(), { target: { value: '50' } });
    submit();
    // One success toast, not the server's 转账成功 beside it (docs/SCREENS.md#transfer).
    await waitFor(() => expect(toasts()).toEqual(['转入成功！']));
    const sent = calls.find((c) => c.path === '/api/transfer')!;
    expect(sent.body).toEqual({ amount: '50.00', sourcetype: 'userbalance', targettype: 'bg' });
    expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(amountInput().value).toBe('');
    // Before: /api/refreshusermoney, /api/balance and /api/balancelist after every transfer; now none.
    await screen.findByText('可转 ¥1,470.35', undefined, { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('transfer-flow')).toHaveTextContent('¥50.00'));
    expect(balanceReadsAfter(calls, '/api/transfer')).toEqual([]);
  });

  it('carries a server message that says more in the same one toast', async () => {
    const { pathsCalled } = setup({
      '/api/transfer': () =>
        ok({ balance: '1470.35', platname: 'bg', venue_balance: '50.00' }, '场馆余额将在1分钟内到账'),
    });
    await readsSent(pathsCalled, ['/api/balance', '/api/balancelist']);
    fireEvent.click(await screen.findByRole('radio', { name: 'BG真人' }));
    fireEvent.change(amountInput(), { target: { value: '50' } });
    submit();
    await waitFor(() => expect(toasts()).toEqual(['转入成功！场馆余额将在1分钟内到账']));
  });

  it('on a legacy back end sends whole yuan as a number, without the Idempotency-Key header', async () => {
    legacyBackend([]);
    const { calls, pathsCalled } = setup({ '/api/transfer': () => ok({ balance: 1470.35 }, '成功') });
    await readsSent(pathsCalled, ['/api/balance', '/api/balancelist']);
    fireEvent.click(await screen.findByRole('radio', { name: 'BG真人' }));
    fireEvent.change(amountInput(), { target: { value: '50' } });
    submit();
    await waitFor(() => expect(toasts()).toEqual(['转入成功！']));
    const sent = calls.find((c) => c.path === '/api/transfer')!;
    expect(sent.body).toEqual({ amount: 50, sourcetype: 'userbalance', targettype: 'bg' });
    expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
    // The legacy answer carries the main balance only (a number): the venue list is read once.
    await screen.findByText('可转 ¥1,470.35', undefined, { timeout: 3000 });
    await waitFor(() => expect(balanceReadsAfter(calls, '/api/transfer')).toEqual(['/api/balancelist']));
  });

  it('on a legacy back end refuses a fraction with a clear message and sends nothing; 全部 fills whole yuan', async () => {
    legacyBackend([]);
    const { pathsCalled } = setup();
    await screen.findByRole('radio', { name: 'AG真人' });
    fireEvent.change(amountInput(), { target: { value: '50.5' } });
    submit();
    await waitFor(() => expect(toasts()).toContain('该平台仅支持整数金额转账，请输入整数'));
    expect(pathsCalled()).not.toContain('/api/transfer');
    expect(amountInput().value).toBe('50.5');
    await screen.findByText('可转 ¥1,520.35');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amountInput().value).toBe('1520.00');
  });

  it('with decimalTransfer sends cents and 全部 fills the whole balance', async () => {
    const { calls } = setup({ '/api/transfer': () => ok({ balance: '0.00' }, '转账成功') });
    await screen.findByRole('radio', { name: 'AG真人' });
    await screen.findByText('可转 ¥1,520.35');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(amountInput().value).toBe('1520.35');
    submit();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/transfer')?.body?.amount).toBe('1520.35'));
  });

  it('sends venue → main for direction 2 (opened by ?direction=2)', async () => {
    const { calls } = setup({ '/api/transfer': () => ok('', '成功') }, '?direction=2');
    await screen.findByRole('radio', { name: 'AG真人' });
    fireEvent.change(amountInput(), { target: { value: '5' } });
    submit();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/transfer')).toBe(true));
    expect(calls.find((c) => c.path === '/api/transfer')!.body).toEqual({
      amount: '5.00',
      sourcetype: 'ag',
      targettype: 'userbalance',
    });
  });

  it('shows the server message whatever the code (no 转入成功！ on a refusal)', async () => {
    setup({ '/api/transfer': () => ({ code: 210, message: '操作金额高于账户余额' }) });
    await screen.findByRole('radio', { name: 'AG真人' });
    fireEvent.change(amountInput(), { target: { value: '99999' } });
    submit();
    await waitFor(() => expect(toasts()).toContain('操作金额高于账户余额'));
    expect(toasts()).not.toContain('转入成功！');
  });

  it('reuses the idempotency key on a retry after a network failure, and not after an answer', async () => {
    let attempt = 0;
    const { calls } = setup({
      '/api/transfer': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return ok('', '成功');
      },
    });
    await screen.findByRole('radio', { name: 'AG真人' });
    fireEvent.change(amountInput(), { target: { value: '10' } });
    submit();
    await waitFor(() => expect(toasts()).toContain('网络异常，请检查网络后重试'));
    submit();
    await waitFor(() => expect(toasts()).toContain('转入成功！'));
    fireEvent.change(amountInput(), { target: { value: '10' } });
    await act(async () => submit());
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/transfer')).toHaveLength(3));
    const keys = calls
      .filter((c) => c.path === '/api/transfer')
      .map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('switches auto-transfer through /api/uptransferstatus', async () => {
    const { calls } = setup({ '/api/uptransferstatus': () => ok('', '申请成功') });
    const sw = screen.getByRole('switch', { name: /自动转账/ });
    expect(sw).not.toBeChecked();
    fireEvent.click(sw);
    await waitFor(() => expect(toasts()).toContain('申请成功'));
    expect(calls.find((c) => c.path === '/api/uptransferstatus')!.body).toEqual({ transferstatus: 1 });
    expect(screen.getByRole('switch', { name: /自动转账/ })).toBeChecked();
  });

  it('puts the switch back when the server refuses', async () => {
    setup({ '/api/uptransferstatus': () => ({ code: 300, message: '设置失败' }) });
    fireEvent.click(screen.getByRole('switch', { name: /自动转账/ }));
    await waitFor(() => expect(toasts()).toContain('设置失败'));
    await waitFor(() => expect(screen.getByRole('switch', { name: /自动转账/ })).not.toBeChecked());
  });
});
