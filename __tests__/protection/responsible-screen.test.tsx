import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResponsibleScreen from '@/components/screens/protection/responsible-screen';
import { EXTENSIONS } from '@/contract/common/extensions';
import { EXCLUSION_MESSAGES, LIMIT_KINDS, LIMIT_MESSAGES, LIMIT_PERIOD_NAMES } from '@/contract/protection/rules';
import type { WireLimit } from '@/contract/protection/limits';
import { toUser } from '@/lib/api/normalise/member';
import { setConfigForTests } from '@/lib/config';
import { saveUser, sessionStore, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';

const OPEN = { state: 'open', until: null, reopen_at: null, message: null };

/** The nine limits, none set, with `patch` over the ones named. */
function limits(patch: Partial<Record<string, Partial<WireLimit>>> = {}): { limits: WireLimit[] } {
  return {
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIOD_NAMES.map((period) => ({
        kind,
        period,
        amount: null,
        used: '0.00',
        pending: null,
        ...patch[`${kind}-${period}`],
      })),
    ),
  };
}

function member(routes: Record<string, Handler> = {}) {
  resetApp('#/responsible');
  const api = mockFetch({
    '/api/protectionLimits': () => ok(limits()),
    '/api/protectionStatus': () => ok(OPEN),
    ...routes,
  });
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0' }));
  renderWithApp(<ResponsibleScreen location={loc('#/responsible')} />);
  return api;
}

const row = (kind: string, period: string) => screen.findByTestId(`limit-${kind}-${period}`);

describe('理性游戏 /responsible: limits', () => {
  it('lists every limit: 未设置, a limit in force with what the window holds and 已生效', async () => {
    member({
      '/api/protectionLimits': () =>
        ok(
          limits({
            'deposit-24h': { amount: '1000.00', used: '250.00' },
            'loss-7d': { amount: '100.00', used: '-12.00' },
          }),
        ),
    });
    const deposit = await row('deposit', '24h');
    expect(deposit).toHaveTextContent('¥1,000.00');
    expect(deposit).toHaveTextContent('已存款 ¥250.00');
    expect(deposit).toHaveTextContent('已生效');
    expect(within(deposit).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    const loss = await row('loss', '7d');
    expect(loss).toHaveTextContent('净亏损 ¥-12.00');
    expect(within(loss).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const unset = await row('stake', '30d');
    expect(unset).toHaveTextContent('未设置');
    expect(unset).not.toHaveTextContent('已生效');
    expect(within(unset).queryByRole('progressbar')).toBeNull();
  });

  it('a waiting raise says when it may be confirmed; 确认生效 only once confirmable, which confirms it', async () => {
    let confirmed = false;
    const api = member({
      '/api/protectionLimits': () =>
        ok(
          limits({
            'deposit-24h': {
              amount: '1000.00',
              pending: { amount: '2000.00', available_at: '2026-03-03 14:00:01', confirmable: false },
            },
            'stake-7d': {
              amount: '500.00',
              pending: { amount: null, available_at: '2026-03-01 09:30:00', confirmable: true },
            },
          }),
        ),
      '/api/protectionLimitConfirm': () => {
        confirmed = true;
        return ok(limits({ 'stake-7d': { amount: null } }), LIMIT_MESSAGES.confirmed);
      },
    });
    const raise = await row('deposit', '24h');
    expect(raise).toHaveTextContent('待生效：提高至 ¥2,000.00，于 2026-03-03 14:00:01（北京时间）后可确认');
    expect(within(raise).queryByRole('button', { name: /确认生效/ })).toBeNull();
    expect(raise).not.toHaveTextContent('已生效');
    const removal = await row('stake', '7d');
    expect(removal).toHaveTextContent('待生效：取消限额，于 2026-03-01 09:30:00（北京时间）后可确认');
    fireEvent.click(within(removal).getByRole('button', { name: '确认生效：7 天投注限额' }));
    await waitFor(() => expect(toasts()).toContain('限额变更已生效'));
    expect(confirmed).toBe(true);
    expect(api.calls.find((c) => c.path === '/api/protectionLimitConfirm')?.body).toEqual({
      kind: 'stake',
      period: '7d',
    });
    await waitFor(async () => expect(await row('stake', '7d')).toHaveTextContent('未设置'));
  });

  it('the editor checks the amount with the server’s words and says what a raise or removal means', async () => {
    const api = member({
      '/api/protectionLimits': () => ok(limits({ 'deposit-24h': { amount: '1000.00' } })),
    });
    fireEvent.click(within(await row('deposit', '24h')).getByRole('button', { name: '修改24 小时存款限额' }));
    const sheet = await screen.findByTestId('limit-editor');
    const amount = within(sheet).getByLabelText('限额（元）');
    expect(amount).toHaveValue('1000.00');
    expect(sheet).toHaveTextContent('降低限额立即生效；提高或取消限额需等待 24 小时，到期后还需您再次确认才会生效。');

    fireEvent.change(amount, { target: { value: '1.234' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    expect(toasts()).toContain('请输入正确的限额金额');
    expect(api.pathsCalled()).not.toContain('/api/protectionLimitSet');

    fireEvent.change(amount, { target: { value: '2000' } });
    expect(within(sheet).getByTestId('limit-change-note')).toHaveTextContent(
      '这是提高限额：24 小时后需再次确认才会生效，在此之前仍按当前限额执行。',
    );
    fireEvent.change(amount, { target: { value: '' } });
    expect(within(sheet).getByTestId('limit-change-note')).toHaveTextContent('这是取消限额');
    fireEvent.change(amount, { target: { value: '500' } });
    expect(within(sheet).getByTestId('limit-change-note')).toHaveTextContent('新限额保存后立即生效。');
  });

  it('saves, toasts the server’s answer and shows the new list; a refusal keeps the sheet and what was typed', async () => {
    let refuse = true;
    const api = member({
      '/api/protectionLimitSet': () =>
        refuse
          ? { code: 1000, message: LIMIT_MESSAGES.amountInvalid, data: null }
          : ok(
              limits({
                'loss-30d': {
                  amount: null,
                  pending: { amount: '300.00', available_at: '2026-03-03 14:00:01', confirmable: false },
                },
              }),
              '提高或取消限额需等待 24 小时，请于 2026-03-03 14:00:01（北京时间）后确认生效',
            ),
    });
    fireEvent.click(within(await row('loss', '30d')).getByRole('button', { name: /修改/ }));
    const sheet = await screen.findByTestId('limit-editor');
    fireEvent.change(within(sheet).getByLabelText('限额（元）'), { target: { value: '300' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toContain(LIMIT_MESSAGES.amountInvalid));
    expect(within(screen.getByTestId('limit-editor')).getByLabelText('限额（元）')).toHaveValue('300');

    refuse = false;
    fireEvent.click(within(sheet).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(toasts()).toContain('提高或取消限额需等待 24 小时，请于 2026-03-03 14:00:01（北京时间）后确认生效'),
    );
    await waitFor(() => expect(screen.queryByTestId('limit-editor')).toBeNull());
    expect(api.calls.filter((c) => c.path === '/api/protectionLimitSet').at(-1)?.body).toEqual({
      kind: 'loss',
      period: '30d',
      amount: '300',
    });
    expect(await row('loss', '30d')).toHaveTextContent('待生效：提高至 ¥300.00');
  });
});

describe('理性游戏 /responsible: time-out and self-exclusion', () => {
  it('checks the choice and the custom days with the server’s words before asking', async () => {
    const api = member();
    const next = await screen.findByRole('button', { name: '下一步' });
    fireEvent.click(next);
    expect(toasts()).toContain(EXCLUSION_MESSAGES.kind);
    fireEvent.click(screen.getByRole('radio', { name: '冷静期 自定义天数' }));
    fireEvent.change(screen.getByLabelText('天数'), { target: { value: '43' } });
    fireEvent.click(next);
    expect(toasts()).toContain('冷静期须为1至42天');
    expect(api.pathsCalled()).not.toContain('/api/protectionExclusionRequest');
  });

  it('two steps: the server’s summary, the password (required), the danger button; then the session ends at /login', async () => {
    const summary =
      '自我排除1年，至2027-11-26 21:50:00（北京时间）结束。期间只能查询余额和提款，不能提前结束。请输入登录密码确认。';
    const api = member({
      '/api/protectionExclusionRequest': () =>
        ok(
          {
            confirm_id: 'c-1',
            kind: 'exclusion',
            length: 12,
            ends_at: '2027-11-26 21:50:00',
            expires_in: 300,
            summary,
          },
          summary,
        ),
      '/api/protectionExclusionConfirm': () =>
        ok({ ...OPEN, state: 'exclusion' }, EXCLUSION_MESSAGES.confirmed('exclusion', '2027-11-26 21:50:00')),
    });
    fireEvent.click(await screen.findByRole('radio', { name: '自我排除 1 年' }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByTestId('exclusion-confirm');
    expect(within(dialog).getByTestId('exclusion-summary')).toHaveTextContent(summary);
    expect(api.calls.find((c) => c.path === '/api/protectionExclusionRequest')?.body).toEqual({
      kind: 'exclusion',
      length: 12,
    });
    const confirm = within(dialog).getByRole('button', { name: '确认开始自我排除 1 年' });
    expect(confirm.className).toContain('bg-danger');
    fireEvent.click(confirm);
    expect(toasts()).toContain('请输入登录密码');
    expect(api.pathsCalled()).not.toContain('/api/protectionExclusionConfirm');

    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'secret1' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts()).toContain('自我排除已生效，至2027-11-26 21:50:00（北京时间）结束'));
    expect(api.calls.find((c) => c.path === '/api/protectionExclusionConfirm')?.body).toEqual({
      confirm_id: 'c-1',
      password: 'secret1',
    });
    // Step two's submit never reaches step one's form (a second ask would void the id confirmed).
    expect(api.pathsCalled().filter((p) => p === '/api/protectionExclusionRequest')).toHaveLength(1);
    expect(sessionStore.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('a wrong password keeps the dialog and the session', async () => {
    member({
      '/api/protectionExclusionRequest': () =>
        ok({ confirm_id: 'c-2', kind: 'timeout', length: 7, ends_at: '', expires_in: 300, summary: '冷静期7天…' }),
      '/api/protectionExclusionConfirm': () => ({ code: 205, message: EXCLUSION_MESSAGES.wrongPassword, data: null }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: '冷静期 7 天' }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByTestId('exclusion-confirm');
    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认开始冷静期 7 天' }));
    await waitFor(() => expect(toasts()).toContain('登录密码不正确'));
    expect(screen.getByTestId('exclusion-confirm')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('登录密码')).toHaveValue('wrong');
    expect(sessionStore.get().token).toBe('tok-1');
  });

  it('a restricted member sees the state and its end instead of the choices (no limits, no reality check)', async () => {
    const message = EXCLUSION_MESSAGES.timeout('2026-03-10 08:00:00');
    const api = member({
      '/api/protectionStatus': () => ok({ state: 'timeout', until: '2026-03-10 08:00:00', reopen_at: null, message }),
    });
    expect(await screen.findByTestId('restricted-state')).toHaveTextContent('冷静期');
    expect(screen.getByTestId('restricted-date')).toHaveTextContent('2026-03-10 08:00');
    expect(screen.getByText('结束时间（北京时间）')).toBeInTheDocument();
    expect(screen.getByTestId('restricted-message')).toHaveTextContent(message);
    expect(screen.queryByRole('radio', { name: /冷静期/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    expect(api.pathsCalled()).not.toContain('/api/protectionLimits');
    expect(screen.queryByRole('heading', { name: '现实检查' })).toBeNull();
  });

  it('after a self-exclusion ended, 申请重新开放 asks and shows the opening time', async () => {
    member({
      '/api/protectionStatus': () =>
        ok({ state: 'closed', until: '2026-01-01 00:00:00', reopen_at: null, message: EXCLUSION_MESSAGES.closed }),
      '/api/protectionReopen': () =>
        ok(
          { state: 'reopening', until: '2026-01-01 00:00:00', reopen_at: '2026-03-02 10:00:00', message: 'x' },
          EXCLUSION_MESSAGES.reopenRequested('2026-03-02 10:00:00'),
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: '申请重新开放' }));
    await waitFor(() => expect(toasts()).toContain('已申请重新开放，账户将于2026-03-02 10:00:00（北京时间）开放'));
    expect(await screen.findByTestId('restricted-state')).toHaveTextContent('重新开放中');
    expect(screen.getByTestId('restricted-date')).toHaveTextContent('2026-03-02 10:00');
    expect(screen.getByText('开放时间（北京时间）')).toBeInTheDocument();
  });
});

describe('理性游戏 /responsible: open parts', () => {
  it('a visitor sees the introduction, the self-assessment and help lines, and a login prompt for the tools', async () => {
    resetApp('#/responsible');
    const api = mockFetch({});
    renderWithApp(<ResponsibleScreen location={loc('#/responsible')} />);
    expect(screen.getByRole('heading', { name: '理性游戏，快乐娱乐' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '自我评估' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '求助热线' })).toBeInTheDocument();
    expect(screen.getByText(/登录后即可设置存款、亏损和投注限额/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '限额设置' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(window.location.hash).toBe('#/login?redirect=%2Fresponsible');
    expect(api.pathsCalled().filter((p) => p.startsWith('/api/protection'))).toEqual([]);
  });

  it('a legacy back end: no tools and no protection call; the open parts stay', async () => {
    legacyBackend([]);
    const api = member();
    expect(screen.getByRole('region', { name: '自我评估' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '限额设置' })).toBeNull();
    expect(screen.queryByRole('region', { name: '冷静期与自我排除' })).toBeNull();
    expect(screen.queryByRole('region', { name: '现实检查' })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.pathsCalled().filter((p) => p.startsWith('/api/protection'))).toEqual([]);
  });

  it('each tool only with its own extension; 现实检查 has its marked place', async () => {
    legacyBackend([EXTENSIONS.protectionExclusion, EXTENSIONS.realityCheck]);
    const api = member();
    expect(await screen.findByRole('region', { name: '冷静期与自我排除' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '现实检查' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '限额设置' })).toBeNull();
    await screen.findByRole('button', { name: '下一步' });
    expect(api.pathsCalled()).not.toContain('/api/protectionLimits');
  });

  it('the self-assessment scores in the browser only and gives the band with its advice', async () => {
    const api = member();
    await row('deposit', '24h');
    const region = screen.getByRole('region', { name: '自我评估' });
    const groups = within(region).getAllByRole('radiogroup');
    expect(groups).toHaveLength(9);
    groups.slice(0, 8).forEach((g) => fireEvent.click(within(g).getByRole('radio', { name: '从不' })));
    expect(region).toHaveTextContent('已回答 8/9');
    fireEvent.click(within(groups[8]).getByRole('radio', { name: '从不' }));
    expect(within(region).getByTestId('assessment-result')).toHaveTextContent('低风险 得分 0');
    fireEvent.click(within(groups[0]).getByRole('radio', { name: '几乎总是' }));
    fireEvent.click(within(groups[1]).getByRole('radio', { name: '经常' }));
    expect(within(region).getByTestId('assessment-result')).toHaveTextContent('中度风险 得分 5');
    groups.forEach((g) => fireEvent.click(within(g).getByRole('radio', { name: '有时' })));
    const result = within(region).getByTestId('assessment-result');
    expect(result).toHaveTextContent('高风险 得分 9');
    expect(result).toHaveTextContent('建议立即休息：开始冷静期或自我排除，并联系下方的求助热线获得专业帮助。');
    expect(within(result).getByRole('button', { name: '设置限额' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: '冷静期与自我排除' })).toBeInTheDocument();
    fireEvent.click(within(result).getByRole('button', { name: '重新评估' }));
    expect(region).toHaveTextContent('已回答 0/9');
    expect(api.calls.every((c) => !JSON.stringify(c.body ?? {}).includes('几乎'))).toBe(true);
    expect(Object.keys(localStorage).filter((k) => /assess/i.test(k))).toEqual([]);
  });

  it('help lines from config.json: call and visit links; none: a short line pointing to 在线客服', () => {
    member();
    const help = screen.getByRole('region', { name: '求助热线' });
    expect(help).toHaveTextContent('暂无求助热线信息，如需帮助请联系在线客服');
    expect(within(help).getByRole('link', { name: '在线客服' })).toHaveAttribute('href', '#/kefu');
  });

  it('shows the configured help lines', () => {
    resetApp('#/responsible');
    mockFetch({});
    setConfigForTests({
      responsible: {
        helpLines: [
          { name: '心理援助热线', phone: '400-161-9995', hours: '24 小时' },
          { name: '互助会', url: 'https://example.org/' },
        ],
      },
    });
    renderWithApp(<ResponsibleScreen location={loc('#/responsible')} />);
    const help = screen.getByRole('region', { name: '求助热线' });
    expect(within(help).getByRole('link', { name: '拨打 400-161-9995' })).toHaveAttribute('href', 'tel:4001619995');
    expect(help).toHaveTextContent('服务时间：24 小时');
    expect(within(help).getByRole('link', { name: '访问互助会网站' })).toHaveAttribute('href', 'https://example.org/');
  });
});
