import { fireEvent, screen, waitFor } from '@testing-library/react';
import RegScreen from '@/components/screens/auth/reg-screen';
import Reg2Screen from '@/components/screens/auth/reg2-screen';
import { CAPTCHA_CODES } from '@/contract/session/rules';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';

beforeEach(() => resetApp('#/reg2'));

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const captchaIndex = () => Number(document.querySelector('[data-captcha-index]')!.getAttribute('data-captcha-index'));
const submit = (name: RegExp | string = '注册') => fireEvent.click(screen.getByRole('button', { name }));

function fillValid(code?: string) {
  fill('用户名', 'player01');
  fill('密码', 'secret1');
  fill('确认密码', 'secret1');
  fill('验证码', code ?? CAPTCHA_CODES[captchaIndex()].toLowerCase());
}

describe('/reg2', () => {
  it('prefills the referrer from pid', () => {
    renderWithApp(<Reg2Screen location={loc('#/reg2?pid=8')} />);
    expect(screen.getByLabelText('邀请码（选填）')).toHaveValue('8');
  });

  it('takes an invite code as the referrer (inviteCode extension): letters on the keyboard, sent as typed', async () => {
    const { calls } = mockFetch({
      '/api/register': () => ok({ api_token: 'first', username: 'player01', id: 9 }),
      '/api/login_pc': () => ok({ api_token: 'tok-after-login', username: 'player01' }),
      '/api/user': () => ok({ id: 9, username: 'player01', balance: '0.00' }),
    });
    renderWithApp(<Reg2Screen location={loc('#/reg2?pid=K7M2Q9X')} />);
    const referrer = screen.getByLabelText('邀请码（选填）');
    expect(referrer).toHaveValue('K7M2Q9X');
    expect(referrer).toHaveAttribute('inputmode', 'text');
    expect(referrer).toHaveAttribute('placeholder', '请输入邀请码或推荐人ID');
    fillValid();
    submit();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-after-login'));
    expect(calls.find((c) => c.path === '/api/register')!.body).toMatchObject({ pid: 'K7M2Q9X' });
  });

  it('without inviteCode the field is the referrer id: its name, its placeholder, the digits keyboard', () => {
    legacyBackend([]);
    renderWithApp(<Reg2Screen location={loc('#/reg2?pid=8')} />);
    const referrer = screen.getByLabelText('推荐人ID（选填）');
    expect(referrer).toHaveAttribute('inputmode', 'numeric');
    expect(referrer).toHaveAttribute('placeholder', '请输入推荐人ID');
  });

  it('shows each rule message in order', () => {
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    submit();
    expect(toasts()).toContain('用户名长度6~16位，以字母或数字组合！');
    expect(screen.getByLabelText('用户名')).toHaveFocus();
    fill('用户名', 'player01');
    fill('密码', '123');
    submit();
    expect(toasts()).toContain('请输入正确的密码长度，最少6位！');
    fill('密码', 'secret1');
    fill('确认密码', 'secret2');
    submit();
    expect(toasts()).toContain('两次密码不一致！');
  });

  it('says 请输入验证码！ without a code', () => {
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    fill('用户名', 'player01');
    fill('密码', 'secret1');
    fill('确认密码', 'secret1');
    submit();
    expect(toasts()).toContain('请输入验证码！');
  });

  it('a wrong captcha says 验证码错误！, clears the field and changes the image', () => {
    const { fn } = mockFetch({});
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    const before = captchaIndex();
    fillValid('0000');
    submit();
    expect(toasts()).toContain('验证码错误！');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(captchaIndex()).not.toBe(before);
    expect(fn).not.toHaveBeenCalled();
  });

  it('tapping the image changes it', () => {
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    const before = captchaIndex();
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(captchaIndex()).not.toBe(before);
  });

  it('looks active only when name, password, confirmation and code are filled', () => {
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    const button = screen.getByRole('button', { name: '注册' });
    expect(button.className).toContain('bg-ink-faint');
    fillValid();
    expect(button.className).not.toContain('bg-ink-faint');
    expect(button.className).toContain('bg-brand');
  });

  it('registers with realname = name and no pay password (the payPassword extension), then logs in automatically', async () => {
    const { calls } = mockFetch({
      '/api/register': () => ok({ api_token: 'first', username: 'player01', id: 9 }),
      '/api/login_pc': () => ok({ api_token: 'tok-after-login', username: 'player01' }),
      '/api/user': () => ok({ id: 9, username: 'player01', balance: '0.00' }),
    });
    renderWithApp(<Reg2Screen location={loc('#/reg2?pid=8')} />);
    fillValid();
    submit();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-after-login'));
    const reg = calls.find((c) => c.path === '/api/register')!.body;
    expect(reg).toMatchObject({
      name: 'player01',
      realname: 'player01',
      password: 'secret1',
      confirmPass: 'secret1',
      // Never the login password: the member sets a pay password of its own before the first cash-out.
      paypassword: '',
      pid: '8',
    });
    expect(calls.find((c) => c.path === '/api/login_pc')!.body).toEqual({ name: 'player01', password: 'secret1' });
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('a legacy back end (no payPassword extension) still gets paypassword = password, which it needs', async () => {
    legacyBackend([]);
    const { calls } = mockFetch({
      '/api/register': () => ok({ api_token: 'first', username: 'player01' }),
      '/api/login_pc': () => ok({ api_token: 'tok-after-login', username: 'player01' }),
      '/api/user': () => ok({ username: 'player01', balance: '0.00' }),
    });
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    fillValid();
    submit();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-after-login'));
    expect(calls.find((c) => c.path === '/api/register')!.body).toMatchObject({ paypassword: 'secret1' });
  });

  it('a refusal toasts 注册失败 with the server reason after it, and keeps the form', async () => {
    mockFetch({ '/api/register': () => ({ code: 201, message: '此用户名已被注册' }) });
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    fillValid();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['注册失败：此用户名已被注册']));
    expect(screen.getByLabelText('用户名')).toHaveValue('player01');
  });

  it('a refusal without a reason toasts 注册失败 alone; one that already says 注册失败 is not doubled', async () => {
    let answer = 0;
    mockFetch({
      '/api/register': () =>
        answer++ === 0 ? { code: 500, message: '' } : { code: 202, message: '注册失败，请稍后再试' },
    });
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    fillValid();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['注册失败']));
    fillValid();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['注册失败', '注册失败，请稍后再试']));
  });

  it('a failed automatic login after a registration that worked keeps its own message', async () => {
    mockFetch({
      '/api/register': () => ok({ api_token: 'first' }),
      '/api/login_pc': () => ({ code: 429, message: '操作过于频繁，请稍后再试' }),
    });
    renderWithApp(<Reg2Screen location={loc('#/reg2')} />);
    fillValid();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['操作过于频繁，请稍后再试']));
  });
});

describe('/reg', () => {
  it('a refused registration toasts 注册失败：<reason> here too', async () => {
    resetApp('#/reg');
    mockFetch({ '/api/register': () => ({ code: 201, message: '此用户名已被注册' }) });
    renderWithApp(<RegScreen location={loc('#/reg')} />);
    fillValid();
    submit('注册并下载APP');
    await waitFor(() => expect(toasts()).toEqual(['注册失败：此用户名已被注册']));
  });

  it('uses 注册并下载APP and the 两次密码不一样！ text', () => {
    renderWithApp(<RegScreen location={loc('#/reg')} />);
    fill('用户名', 'player01');
    fill('密码', 'secret1');
    fill('确认密码', 'secret9');
    submit('注册并下载APP');
    expect(toasts()).toContain('两次密码不一样！');
  });
});
