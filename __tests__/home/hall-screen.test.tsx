import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import HallScreen from '@/components/screens/home/hall-screen';
import { resetSystemPopupForTests } from '@/components/home/system-popup';
import { startSession, saveUser } from '@/lib/session';
import { toUser } from '@/lib/api/normalise/member';
import { KEYS } from '@/lib/storage';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';

// jsdom lacks the observers embla-carousel measures with.
beforeAll(() => {
  class Noop {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { ResizeObserver: Noop, IntersectionObserver: Noop });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  resetApp('#/');
  resetSystemPopupForTests();
});

const GAMES = [
  { name: '加拿大28', platform_name: 'pc28', category_id: 'lottery', app_state: 1, game_code: '' },
  { name: 'AG真人', platform_name: 'ag', category_id: 'realbet', app_state: 1, game_code: '' },
  { name: '隐藏真人', platform_name: 'hidden', category_id: 'realbet', app_state: 0, game_code: '' },
  { name: 'PG电子', platform_name: 'pg', category_id: 'concise', app_state: '1', game_code: 'pg1' },
];

function api(extra: Record<string, Handler> = {}) {
  return mockFetch({
    '/api/app': () => ok({ site_state: '1', index_modal: '0' }),
    '/api/bannerList': () => ok([{ src: 'https://cdn.example/b1.jpg', url: 'https://promo.example' }]),
    '/api/homenotice': () => ok(['充值通道升级公告', '欢迎来到TG娱乐城']),
    '/api/game/list': () => ok(GAMES),
    '/api/balance': () => ok({ balance: '1520.35' }),
    ...extra,
  });
}

function logIn() {
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '1520.35', vip: 1, isagent: 0 }));
}

const render = () => renderWithApp(<HallScreen location={loc('#/')} />);

describe('home hall', () => {
  it('asks visitors to log in or register, with buttons to /login and /login?type=1', async () => {
    api();
    render();
    expect(screen.getByText('您还未登录，请先登录或注册')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '#/login?type=1');
    await screen.findByText('加拿大28');
  });

  it('shows a member the user name and the balance', async () => {
    api();
    logIn();
    render();
    expect(screen.getByTestId('hall-username')).toHaveTextContent('player01');
    await waitFor(() => expect(screen.getByTestId('hall-balance')).toHaveTextContent('1,520.35'));
    expect(screen.queryByText('您还未登录，请先登录或注册')).not.toBeInTheDocument();
  });

  it('gives a visitor tapping a tile the login prompt', async () => {
    api();
    render();
    fireEvent.click(await screen.findByText('加拿大28'));
    expect(await screen.findByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it('lists only app_state 1 platforms per category tab and stores the lists on the device', async () => {
    api();
    render();
    await screen.findByText('加拿大28');
    fireEvent.click(screen.getByRole('tab', { name: '真人' }));
    expect(await screen.findByText('AG真人')).toBeInTheDocument();
    expect(screen.queryByText('隐藏真人')).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(KEYS.gameLists) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['concise', 'lottery', 'realbet']);
  });

  it('opens the room popup for a lottery tile and says 当前游戏无房间 when there are none', async () => {
    const { calls } = api({ '/api/lotteryRoom': () => ok([]) });
    logIn();
    render();
    fireEvent.click(await screen.findByText('加拿大28'));
    expect(await screen.findByText('当前游戏无房间')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/lotteryRoom')?.body).toEqual({ name: '加拿大28' });
  });

  it('lists every lottery of /api/lotteryList in the lottery tab, once, and opens its room picker', async () => {
    const { calls } = api({
      '/api/lotteryList': () =>
        ok([
          { id: 1, title: '加拿大28', type: 2, logo: '', room_count: 3 },
          { id: 3, title: '香港六合彩', type: 1, logo: '/uploads/lottery/hk.svg', room_count: 2 },
        ]),
      '/api/lotteryRoom': () => ok([]),
    });
    logIn();
    render();
    fireEvent.click(await screen.findByText('香港六合彩'));
    expect(screen.getAllByText('加拿大28')).toHaveLength(1);
    expect(await screen.findByText('当前游戏无房间')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/lotteryRoom')?.body).toEqual({ name: '香港六合彩' });
  });

  it('treats a 404 from /api/lotteryRoom as no rooms, without an error toast', async () => {
    api(); // no handler: the mock answers 404
    logIn();
    render();
    fireEvent.click(await screen.findByText('加拿大28'));
    expect(await screen.findByText('当前游戏无房间')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('lists rooms and enters one at /lottery?room_id=', async () => {
    api({ '/api/lotteryRoom': () => ok([{ id: 11, title: '初级房', online: 128, min_bet: '10', max_bet: '50000' }]) });
    logIn();
    render();
    fireEvent.click(await screen.findByText('加拿大28'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('初级房'));
    await waitFor(() => expect(window.location.hash).toBe('#/lottery?room_id=11'));
  });

  it('sends a member tapping a platform tile to the game page', async () => {
    api();
    logIn();
    render();
    await screen.findByText('加拿大28');
    fireEvent.click(screen.getByRole('tab', { name: '电子' }));
    fireEvent.click(await screen.findByText('PG电子'));
    await waitFor(() =>
      expect(window.location.hash).toBe('#/gamePage?platname=pg&code=pg1&type=concise&name=PG%E7%94%B5%E5%AD%90'),
    );
  });

  it('shows the banner counter over the number of banners and opens http(s) links in a new tab', async () => {
    api();
    render();
    expect(await screen.findByTestId('banner-counter')).toHaveTextContent('1/1');
    const link = screen.getByRole('link', { name: '横幅 1' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the notice dialog from the marquee', async () => {
    api();
    render();
    // Named by the notices it shows, after 公告 (label-in-name).
    fireEvent.click(await screen.findByRole('button', { name: /^公告/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('充值通道升级公告')).toBeInTheDocument();
  });
});

describe('system popup', () => {
  const withModal = (webcontent: string) =>
    api({ '/api/app': () => ok({ site_state: '1', index_modal: '1', webcontent }) });

  it("shows the sanitised announcement and, ticked, stores today's Beijing date", async () => {
    withModal('<p>维护公告<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script></p>');
    render();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('维护公告')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    fireEvent.click(within(dialog).getByLabelText('今日不再显示'));
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(KEYS.popupDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('stays away for the rest of the Beijing day once dismissed for today', async () => {
    const { beijingToday } = await import('@/lib/time');
    localStorage.setItem(KEYS.popupDate, beijingToday());
    withModal('<p>维护公告</p>');
    render();
    await screen.findByText('加拿大28');
    await act(async () => undefined);
    expect(screen.queryByText('维护公告')).not.toBeInTheDocument();
  });
});
