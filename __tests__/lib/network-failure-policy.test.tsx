/**
 * The submit policy for requests that get no answer: in every form family and money action,
 * offline and timeout both toast 网络异常，请检查网络后重试, nothing typed is lost and a money
 * action keeps its idempotency key for the retry.
 */
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterForm } from '@/components/auth/register-form';
import { BankCardForm } from '@/components/cards/bank-card-form';
import { UsdtCardForm } from '@/components/cards/usdt-card-form';
import { usePlaceBet } from '@/components/lottery/use-place-bet';
import { AvatarUpload } from '@/components/member/avatar-upload';
import { PasswordForm } from '@/components/security/password-form';
import { useDeposit } from '@/components/wallet/deposit/use-deposit';
import { useRecycleAll } from '@/components/wallet/use-recycle-all';
import { useTransfer } from '@/components/wallet/use-transfer';
import { RealnameDialog } from '@/components/withdraw/realname-dialog';
import { WithdrawForm } from '@/components/withdraw/withdraw-form';
import { toUser } from '@/lib/api/normalise/member';
import { CAPTCHA_CODES } from '@/contract/session/rules';
import { toCents } from '@/lib/money';
import { saveUser, startSession } from '@/lib/session';
import { EMPTY_DEPOSITOR, type BankDepositor } from '@/lib/wallet/deposit';
import { MAIN_WALLET } from '@/lib/wallet/transfer';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { renderWithApp, resetApp, toasts } from '../support/render';

import { REQUEST_TIMEOUT_MS } from '@/lib/constants';

const NETWORK = '网络异常，请检查网络后重试';
type Failure = 'offline' | 'timeout';
const FAILURES: Failure[] = ['offline', 'timeout'];

/** A handler that never answers: offline rejects at once, timeout waits until the client aborts. */
const noAnswer = (failure: Failure): Handler =>
  failure === 'offline'
    ? () => Promise.reject(new TypeError('Failed to fetch'))
    : (_body, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );

const USER = { username: 'player01', realname: '张三', balance: '1520.35', withdrawusdtrate: '7.3' };

function signIn() {
  startSession('tok-1');
  saveUser(toUser(USER));
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Timeouts run on fake timers: the client gives up after its full 30 s. */
function useClock(failure: Failure) {
  beforeEach(() => {
    if (failure === 'timeout') jest.useFakeTimers();
  });
  afterEach(() => {
    if (failure === 'timeout') jest.useRealTimers();
  });
}

async function waitOut(failure: Failure) {
  if (failure === 'timeout') {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    });
  }
}

describe.each(FAILURES)('%s', (failure) => {
  beforeEach(() => resetApp('#/'));
  useClock(failure);

  async function expectPolicy(sent: () => boolean) {
    await waitFor(() => expect(sent()).toBe(true));
    await waitOut(failure);
    await waitFor(() => expect(toasts()).toContain(NETWORK));
  }

  it('login keeps the name and password', async () => {
    const { pathsCalled } = mockFetch({ '/api/login_pc': noAnswer(failure) });
    renderWithApp(<LoginForm redirectTo="/" />);
    type('用户名', 'player01');
    type('密码', 'secret1');
    press('登录');
    await expectPolicy(() => pathsCalled().includes('/api/login_pc'));
    expect(value('用户名')).toBe('player01');
    expect(value('密码')).toBe('secret1');
    expect(window.location.hash).toBe('#/');
  });

  it('register keeps every field', async () => {
    const { pathsCalled } = mockFetch({ '/api/register': noAnswer(failure) });
    renderWithApp(<RegisterForm redirectTo="/" />);
    const index = Number(document.querySelector('[data-captcha-index]')!.getAttribute('data-captcha-index'));
    type('用户名', 'player02');
    type('密码', 'secret1');
    type('确认密码', 'secret1');
    type('验证码', CAPTCHA_CODES[index]);
    press('注册');
    await expectPolicy(() => pathsCalled().includes('/api/register'));
    expect(value('用户名')).toBe('player02');
    expect(value('确认密码')).toBe('secret1');
  });

  it.each(['login', 'pay'] as const)('the %s password form keeps the three passwords', async (kind) => {
    const path = kind === 'login' ? '/api/editPassword' : '/api/editPayPassword';
    const { pathsCalled } = mockFetch({ [path]: noAnswer(failure) });
    signIn();
    renderWithApp(<PasswordForm kind={kind} />);
    type('旧密码', '123456');
    type('新密码', '654321');
    type('确认密码', '654321');
    press('确认修改');
    await expectPolicy(() => pathsCalled().includes(path));
    expect(value('旧密码')).toBe('123456');
    expect(value('确认密码')).toBe('654321');
  });

  it('the bank card form keeps the card', async () => {
    const onBound = jest.fn();
    const { pathsCalled } = mockFetch({
      '/api/banklist': () => ok([{ id: 1, bank_name: '招商银行' }]),
      '/api/bindcard': noAnswer(failure),
    });
    signIn();
    renderWithApp(<BankCardForm onBound={onBound} />);
    await screen.findByRole('option', { name: '招商银行' });
    type('开户银行', '招商银行');
    type('开户行地址', '深圳分行');
    type('银行卡号', '6222020200112233');
    type('支付密码', '123456');
    press('确认绑定');
    await expectPolicy(() => pathsCalled().includes('/api/bindcard'));
    expect(value('银行卡号')).toBe('6222020200112233');
    expect(onBound).not.toHaveBeenCalled();
  });

  it('the USDT address form keeps the address', async () => {
    const onBound = jest.fn();
    const { pathsCalled } = mockFetch({ '/api/bindcard': noAnswer(failure) });
    signIn();
    renderWithApp(<UsdtCardForm onBound={onBound} />);
    type('USDT地址', 'TXa1b2c3d4e5f6g7h8TRC9');
    type('支付密码', '123456');
    press('确认绑定');
    await expectPolicy(() => pathsCalled().includes('/api/bindcard'));
    expect(value('USDT地址')).toBe('TXa1b2c3d4e5f6g7h8TRC9');
    expect(onBound).not.toHaveBeenCalled();
  });

  it('the real-name dialog keeps the name and stays open', async () => {
    const onClose = jest.fn();
    const { pathsCalled } = mockFetch({ '/api/editRealname': noAnswer(failure) });
    signIn();
    renderWithApp(<RealnameDialog open onClose={onClose} />);
    type('真实姓名', '李四');
    press('确认绑定');
    await expectPolicy(() => pathsCalled().includes('/api/editRealname'));
    expect(value('真实姓名')).toBe('李四');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the withdrawal form keeps the amount and the password', async () => {
    const { pathsCalled } = mockFetch({
      '/api/balance': () => ok({ balance: '1520.35' }),
      '/api/getcard': () =>
        ok([{ id: 5, bank: 'USDT', bank_no: 'TXa1b2c3d4e5f6g7h8TRC9', bank_owner: 'TRC20', bank_address: 'TRC20' }]),
      '/api/getBetAmount': () => ok({ bet_amount: '0' }),
      '/api/withdraw': noAnswer(failure),
    });
    signIn();
    renderWithApp(<WithdrawForm kind="usdt" user={toUser(USER)} />);
    fireEvent.click(await screen.findByRole('button', { name: /请选择|USDT ·/ }));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: /TRC9/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    type('取款金额', '200');
    type('支付密码', '123456');
    press('确认取款');
    await expectPolicy(() => pathsCalled().includes('/api/withdraw'));
    expect(value('取款金额')).toBe('200');
    expect(value('支付密码')).toBe('123456');
  });

  it('the avatar upload says so', async () => {
    const { pathsCalled } = mockFetch({ '/api/uploadimg': noAnswer(failure) });
    signIn();
    renderWithApp(<AvatarUpload src="" name="player01" />);
    fireEvent.change(screen.getByTestId('avatar-input'), {
      target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] },
    });
    await expectPolicy(() => pathsCalled().includes('/api/uploadimg'));
  });
});

/** Money hooks: the same toast, and the retry carries the same Idempotency-Key. */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

const keysOf = (calls: { path: string; init: RequestInit }[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);

describe.each(FAILURES)('money actions, %s', (failure) => {
  beforeEach(() => {
    resetApp('#/');
    signIn();
  });
  useClock(failure);

  async function twice(path: string, send: () => Promise<unknown>) {
    const api = mockFetch({ [path]: noAnswer(failure) });
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        const pending = send();
        if (failure === 'timeout') await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
        await pending;
      });
    }
    expect(toasts()).toContain(NETWORK);
    const keys = keysOf(api.calls, path);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  }

  /** The form's check reporter, for a hook driven without its form: every check here passes. */
  const passAll = (refusal: unknown) => refusal === null;

  it('transfer', async () => {
    const { result } = renderHook(() => useTransfer(), { wrapper });
    await twice('/api/transfer', () => result.current.run('10', { source: MAIN_WALLET, target: 'ag' }, passAll));
  });

  it('recycle all', async () => {
    const { result } = renderHook(() => useRecycleAll(), { wrapper });
    await twice('/api/transall', () => result.current.recycle());
  });

  it('deposit', async () => {
    const { result } = renderHook(() => useDeposit(), { wrapper });
    const depositor: BankDepositor = EMPTY_DEPOSITOR;
    await twice('/api/recharge', () =>
      result.current.run(
        {
          way: 'usdt',
          amount: '200',
          range: { min: toCents('100'), max: toCents('10000') },
          protocol: 'TRC20',
          depositor,
        },
        passAll,
      ),
    );
  });

  it('bet', async () => {
    const { result } = renderHook(() => usePlaceBet(), { wrapper });
    const body = { room_id: 1, expect: '20240501001', order: [{ id: 3, total: '10', data: '大' }] };
    await twice('/api/lotteryOrder', () => result.current.place(body as never));
  });
});
