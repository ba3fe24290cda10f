import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import InviterScreen from '@/components/screens/referrals/inviter-screen';
import { ALL_EXTENSIONS, EXTENSIONS } from '@/contract/common/extensions';
import { toUser } from '@/lib/api/normalise/member';
import { inviteLink } from '@/lib/referrals/invite-link';
import { cannotDownload } from '@/lib/referrals/save-image';
import { parseHash, useRawHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { legacyBackend, renderWithApp, resetApp, toasts } from '../support/render';
import { installFakeIntersectionObserver, paginator } from '../support/intersection-observer';

jest.mock('@/lib/referrals/poster', () => ({
  drawPoster: jest.fn(async () => ({ kind: 'poster' })),
  qrCanvas: jest.fn(async () => ({ kind: 'qr' })),
  canvasToPng: jest.fn(async (c: { kind: string }) => new Blob([c.kind], { type: 'image/png' })),
}));

installFakeIntersectionObserver();

const INFO = {
  pid: 42,
  invite_code: 'K7M2Q9X',
  invite_path: '/#/reg2?pid=K7M2Q9X',
  h5_url: '',
  reward: '18.00',
  min_deposit: '100.00',
  rules: '<p>好友首存满100元<script>x()</script></p>',
};

function Routed() {
  const raw = useRawHash();
  return <InviterScreen location={parseHash(raw ?? '')} />;
}

function setup(hash = '#/inviter', routes: Record<string, Handler> = {}) {
  resetApp(hash);
  const api = mockFetch({
    '/api/inviteinfo': () => ok(INFO),
    '/api/app': () => ok({ title: 'TG娱乐城', site_logo: '' }),
    '/api/invitestats': () => ok({ direct: 3, today: 1, depositors: 2, total_gift: '36.00' }),
    ...routes,
  });
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0' }));
  renderWithApp(<Routed />);
  return api;
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:poster');
  URL.revokeObjectURL = jest.fn();
});

describe('invite link', () => {
  it("uses the operator's h5_url when set, else this site's origin", () => {
    expect(inviteLink(42, '', 'https://m.site')).toBe('https://m.site/#/reg2?pid=42');
    expect(inviteLink(42, 'https://h5.example/', 'https://m.site')).toBe('https://h5.example/#/reg2?pid=42');
    expect(inviteLink(7, 'not a url', 'http://127.0.0.1:4333')).toBe('http://127.0.0.1:4333/#/reg2?pid=7');
  });

  it('knows which phones cannot start a download', () => {
    expect(cannotDownload({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', maxTouchPoints: 5 })).toBe(true);
    expect(cannotDownload({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(cannotDownload({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', maxTouchPoints: 5 })).toBe(false);
  });
});

describe('邀请好友 /inviter', () => {
  it('a visitor is asked to log in', () => {
    resetApp('#/inviter');
    mockFetch({});
    renderWithApp(<Routed />);
    fireEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(window.location.hash).toBe('#/login?redirect=%2Finviter');
  });

  it('shows the invite code and the link with it (inviteCode); copy says 链接已复制到剪贴板, a failure 复制链接失败', async () => {
    setup();
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/#/reg2?pid=K7M2Q9X`);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('K7M2Q9X');
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toasts()).toContain('链接已复制到剪贴板'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/#/reg2?pid=K7M2Q9X`);
    writeText.mockRejectedValueOnce(new Error('denied'));
    document.execCommand = jest.fn(() => false);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toasts()).toContain('复制链接失败'));
  });

  it('a back end with invite calls but without inviteCode: the member id is the code and in the link', async () => {
    legacyBackend(ALL_EXTENSIONS.filter((x) => x !== EXTENSIONS.inviteCode));
    setup();
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/#/reg2?pid=42`);
    expect(screen.getByTestId('invite-code')).toHaveTextContent(/^42$/);
  });

  it('立即邀请 opens the sheet over the poster; 保存图片 downloads a PNG; 取消 closes', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '立即邀请' }));
    const sheet = await screen.findByTestId('share-sheet');
    expect(await within(sheet).findByAltText('邀请海报')).toHaveAttribute('src', 'blob:poster');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('invite-poster.png');
    });
    fireEvent.click(within(sheet).getByRole('button', { name: '保存图片' }));
    await waitFor(() => expect(toasts()).toContain('图片已保存'));
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.click(within(sheet).getByRole('button', { name: '保存二维码' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
    fireEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('share-sheet')).toBeNull());
  });

  it('on iOS 保存图片 shows the poster with 长按图片保存到相册 instead of a download', async () => {
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)');
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '立即邀请' }));
    const sheet = await screen.findByTestId('share-sheet');
    await within(sheet).findByAltText('邀请海报');
    fireEvent.click(within(sheet).getByRole('button', { name: '保存图片' }));
    const overlay = await screen.findByTestId('long-press');
    expect(within(overlay).getAllByText('长按图片保存到相册').length).toBeGreaterThan(0);
    ua.mockRestore();
  });

  it('礼金介绍 shows the reward and the sanitised rules', async () => {
    setup('#/inviter?tab=intro');
    expect(await screen.findByTestId('invite-reward')).toHaveTextContent('¥18.00');
    expect(screen.getByText('好友首存满 ¥100.00 即发放')).toBeInTheDocument();
    expect(screen.getByText('好友首存满100元')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('数据明细: the overview (collapsible), gift and friend lists, date range query, reset and the range check', async () => {
    const api = setup('#/inviter?tab=detail', {
      '/api/invitegifts': () =>
        ok(paginator(1, 1, [{ id: 1, friend: 'fr***01', amount: '18.00', created_at: '2024-05-01 10:00:00' }])),
      '/api/invitefriends': () =>
        ok(
          paginator(1, 1, [
            { id: 9, username: 'fr***01', created_at: '2024-05-01 09:00:00', deposit: '150.00', gift: '18.00' },
          ]),
        ),
    });
    expect(await screen.findByTestId('overview-3')).toHaveTextContent('¥36.00');
    expect(screen.getByTestId('overview-0')).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('button', { name: /下级概览/ }));
    expect(screen.queryByTestId('overview-0')).toBeNull();
    expect(await screen.findByText('好友 fr***01')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '好友明细' }));
    expect(await screen.findByTestId('friend-name')).toHaveTextContent('fr***01');
    expect(screen.getByText('礼金 ¥18.00')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2024-05-02' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2024-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(toasts()).toContain('开始日期不能晚于结束日期'));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2024-05-01' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/invitefriends').map((c) => c.body)).toContainEqual({
        page: 1,
        start: '2024-05-01',
        end: '2024-05-01',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByLabelText('开始日期')).toHaveValue('');
  });
});

describe('/inviter on a legacy back end (no invite extension)', () => {
  const INVITE_CALLS = ['/api/inviteinfo', '/api/invitestats', '/api/invitegifts', '/api/invitefriends'];

  function legacy(hash: string, wireUser: Record<string, unknown>, app: Record<string, unknown> = {}) {
    resetApp(hash);
    legacyBackend();
    const api = mockFetch({ '/api/app': () => ok({ title: 'TG娱乐城', site_logo: '', h5_url: '', ...app }) });
    startSession('tok-1');
    saveUser(toUser({ username: 'player01', balance: '0', ...wireUser }));
    renderWithApp(<Routed />);
    return api;
  }

  it('builds the link, QR code and poster from the member id, on the operator h5_url', async () => {
    const api = legacy('#/inviter', { id: 42 }, { h5_url: 'https://h5.example' });
    expect(await screen.findByTestId('invite-link')).toHaveTextContent('https://h5.example/#/reg2?pid=42');
    expect(screen.getByTestId('invite-code')).toHaveTextContent('42');
    fireEvent.click(screen.getByRole('button', { name: '立即邀请' }));
    expect(await within(await screen.findByTestId('share-sheet')).findByAltText('邀请海报')).toBeInTheDocument();
    expect(api.pathsCalled().filter((p) => INVITE_CALLS.includes(p))).toEqual([]);
  });

  it("uses this site's origin when the operator set no h5_url", async () => {
    legacy('#/inviter', { id: 7 });
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(`${window.location.origin}/#/reg2?pid=7`);
  });

  it('without a known member id says so and offers 联系客服 (→ /kefu), not an error', async () => {
    legacy('#/inviter', {});
    const box = await screen.findByTestId('invite-no-id');
    expect(box).toHaveTextContent('平台未返回您的会员编号');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: '联系客服' }));
    expect(window.location.hash).toBe('#/kefu');
  });

  it('礼金介绍 shows the built-in introduction', async () => {
    legacy('#/inviter?tab=intro', {});
    expect(await screen.findByTestId('invite-builtin-intro')).toHaveTextContent('即成为您的下级会员');
    expect(screen.queryByTestId('invite-reward')).toBeNull();
  });

  it('数据明细 shows zero figures and the empty lists without calling the invite endpoints', async () => {
    const api = legacy('#/inviter?tab=detail', { id: 42 });
    expect(await screen.findByTestId('overview-3')).toHaveTextContent('¥0.00');
    expect(screen.getByTestId('overview-0')).toHaveTextContent('0');
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '好友明细' }));
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查询' })).toBeNull();
    await act(async () => undefined);
    expect(api.pathsCalled().filter((p) => INVITE_CALLS.includes(p))).toEqual([]);
  });
});
