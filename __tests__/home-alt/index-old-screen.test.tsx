import { forgetAppInfoForTests } from '@/lib/api/app';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import IndexOldScreen from '@/components/screens/home/index-old-screen';
import { ALT_SECTIONS, sectionGames } from '@/lib/home/alt-hall-sections';
import { sessionStore } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';

const game = (platform_name: string, name: string, category_id: string) => ({
  name,
  platform_name,
  category_id,
  game_code: '',
  app_state: 1,
  mobile_img: `/uploads/games/${platform_name}.svg`,
});
const GAMES = [
  game('ag', 'AG真人', 'realbet'),
  game('sbty', '沙巴体育', 'sport'),
  game('avia', '泛亚电竞', 'gaming'),
  game('ky', '开元棋牌', 'joker'),
  game('pp', 'PP电子', 'concise'),
  game('fgby', 'FG捕鱼', 'fishing'),
  game('pc28', '加拿大28', 'lottery'),
];

function mockHall(extra: Record<string, () => unknown> = {}) {
  return mockFetch({
    '/api/game/list': () => ok(GAMES),
    '/api/app': () => ok({ title: 'TG娱乐城', site_state: '1', h5_url: 'https://m.tg.example' }),
    '/api/bannerList': () => ok([]),
    '/api/homenotice': () => ok([]),
    '/api/messageNum': () => ok({ count: 4 }),
    ...extra,
  });
}

beforeEach(() => resetApp('#/index_old'));

describe('/index_old', () => {
  it('shows the red-packet float (→ /hongbao) while the switch is on, and hides it when it is 0', async () => {
    mockHall({ '/api/app': () => ok({ title: 'TG娱乐城', site_state: '1', redpacket_switch: '1' }) });
    const { unmount } = renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    expect(await screen.findByTestId('red-packet-float')).toHaveAttribute('href', '#/hongbao');
    unmount();
    // Another page life: /api/app is read once per page (docs/API.md#app).
    resetApp('#/index_old');
    forgetAppInfoForTests();
    const api = mockHall({ '/api/app': () => ok({ title: 'TG娱乐城', site_state: '1', redpacket_switch: '0' }) });
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    await screen.findByText('AG真人');
    expect(api.pathsCalled()).toContain('/api/app');
    expect(screen.queryByTestId('red-packet-float')).not.toBeInTheDocument();
  });

  it('lists the six sections with their platforms (e-sports apart, fishing with the slots)', async () => {
    mockHall();
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    await screen.findByText('AG真人');
    const labels = [...document.querySelectorAll('[data-section] h2')].map((h) => h.textContent);
    expect(labels).toEqual(['真人视讯', '体育赛事', '电子竞技', '棋牌游戏', '电子游艺', '彩票游戏']);
    const slots = document.querySelector('[data-section="slots"]') as HTMLElement;
    expect(within(slots).getByText('PP电子')).toBeInTheDocument();
    expect(within(slots).getByText('FG捕鱼')).toBeInTheDocument();
    expect(
      within(document.querySelector('[data-section="esports"]') as HTMLElement).getByText('泛亚电竞'),
    ).toBeInTheDocument();
  });

  it('shows the stored game lists at once, before the server answers, and stores fresh ones', async () => {
    localStorage.setItem(
      'gameLists',
      JSON.stringify({ realbet: [{ name: '存储真人', platform: 'ag', category: 'realbet', gameCode: '', image: '' }] }),
    );
    mockHall({ '/api/game/list': () => new Promise(() => undefined) });
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    expect(await screen.findByText('存储真人')).toBeInTheDocument();
  });

  it('a member tapping an electronic platform opens its game list; a visitor gets the login prompt', async () => {
    mockHall();
    const { unmount } = renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    fireEvent.click(await screen.findByText('AG真人'));
    expect(await screen.findByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
    unmount();
    sessionStore.set({ token: 'tok', user: null });
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    fireEvent.click(await screen.findByText('PP电子'));
    expect(window.location.hash).toBe('#/concise?type=pp');
  });

  it('the side menu: unread count, messages, the permanent domain copied with 复制成功！, about us', async () => {
    sessionStore.set({ token: 'tok', user: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    mockHall();
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByTestId('side-menu');
    expect(await within(menu).findByLabelText('4条未读消息')).toBeInTheDocument();
    fireEvent.click(await within(menu).findByRole('button', { name: /永久域名 https:\/\/m\.tg\.example/ }));
    await waitFor(() => expect(toasts()).toContain('复制成功！'));
    expect(writeText).toHaveBeenCalledWith('https://m.tg.example');
    expect(within(menu).getByRole('button', { name: /退出登录/ })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: /关于我们/ }));
    // The same place as /userCent's 关于我们 (lib/content/site-pages.ts).
    expect(window.location.hash).toBe('#/abouts?type=7');
  });

  it('消息中心 goes to /message; visitors have no logout', async () => {
    mockHall();
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).queryByRole('button', { name: /退出登录/ })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: /消息中心/ }));
    expect(window.location.hash).toBe('#/message');
  });

  it("意见反馈 opens the members' feedback form and sends it to /api/feedback", async () => {
    sessionStore.set({ token: 'tok', user: null });
    const api = mockHall({ '/api/feedback': () => ok('', '感谢您的反馈，我们会尽快处理') });
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByTestId('side-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /意见反馈/ }));
    const form = await screen.findByTestId('feedback-dialog');
    await waitFor(() => expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/index_old');
    fireEvent.change(within(form).getByLabelText('反馈内容'), { target: { value: '希望增加更多游戏' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toasts()).toContain('感谢您的反馈，我们会尽快处理'));
    expect(api.calls.find((c) => c.path === '/api/feedback')?.body).toEqual({
      content: '希望增加更多游戏',
      contact: '',
    });
    await waitFor(() => expect(screen.queryByTestId('feedback-dialog')).not.toBeInTheDocument());
  });

  it('on a legacy back end the side menu has no 意见反馈 and the hall no unread count', async () => {
    legacyBackend();
    sessionStore.set({ token: 'tok', user: null });
    const api = mockHall();
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/app'));
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('button', { name: /消息中心/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: /意见反馈/ })).toBeNull();
    expect(api.pathsCalled()).not.toContain('/api/messageNum');
  });

  it('意见反馈 asks a visitor to log in, and 去登录 comes back to /index_old', async () => {
    const api = mockHall();
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByTestId('side-menu');
    fireEvent.click(within(menu).getByRole('button', { name: /意见反馈/ }));
    expect(await screen.findByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(window.location.hash).toBe('#/login?redirect=%2Findex_old');
    expect(api.pathsCalled()).not.toContain('/api/feedback');
  });

  it('the app promo bar goes to /app and, once dismissed, stays away', async () => {
    mockHall();
    const { unmount } = renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    const bar = await screen.findByTestId('app-promo');
    expect(within(bar).getByRole('link', { name: '立即下载' })).toHaveAttribute('href', '#/app');
    fireEvent.click(within(bar).getByRole('button', { name: '关闭下载提示' }));
    expect(screen.queryByTestId('app-promo')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<IndexOldScreen location={loc('#/index_old')} />);
    await screen.findByText('AG真人');
    expect(screen.queryByTestId('app-promo')).not.toBeInTheDocument();
  });
});

describe('sectionGames', () => {
  it('concatenates a section’s categories in table order and tolerates no lists', () => {
    const slots = ALT_SECTIONS.find((s) => s.key === 'slots')!;
    const g = (platform: string, category: string) => ({ name: platform, platform, category, gameCode: '', image: '' });
    expect(
      sectionGames({ fishing: [g('f', 'fishing')], concise: [g('c', 'concise')] }, slots).map((x) => x.platform),
    ).toEqual(['c', 'f']);
    expect(sectionGames(undefined, slots)).toEqual([]);
  });
});
