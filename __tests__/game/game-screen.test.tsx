import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import GameScreen from '@/components/screens/game/game-screen';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';
import { signIn, VENUES, WIRE_USER } from '../support/wallet-fixtures';
import { setConfigForTests } from '@/lib/config';

const GAME = 'https://venue.example/play?ticket=abc';
const HALL_QUERY = 'platname=ag&code=&type=realbet&name=AG%E7%9C%9F%E4%BA%BA';

function setup(
  query: string,
  routes: Record<string, Handler> = {},
  { member = true, frameAllowList = [] as string[] } = {},
) {
  const hash = `#/gamePage?${query}`;
  resetApp(hash);
  setConfigForTests({ frameAllowList });
  const api = mockFetch({
    '/api/getGameUrl': () => ok({ url: GAME }),
    '/api/getAgentLoginUrl': () => ok({ url: 'https://agent.example/login' }),
    '/api/getservicerurl': () => ok({ url: 'https://chat.example/kf', domain: 'x' }),
    '/api/app': () => ok({ title: 'TG', site_state: '1', ios_download_url: 'https://dl.example/ios' }),
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/balancelist': () => ok(VENUES),
    '/api/refreshusermoney': () => ok(WIRE_USER),
    ...routes,
  });
  if (member) signIn();
  renderWithApp(<GameScreen location={loc(hash)} />);
  return api;
}

const frame = () => screen.findByTitle(/AG真人|游戏/);

afterEach(() => jest.useRealTimers());

describe('game page (/gamePage)', () => {
  it('launches a hall tile through POST /api/getGameUrl with the documented body and frames data.url', async () => {
    const { calls } = setup(HALL_QUERY);
    expect(await frame()).toHaveAttribute('src', GAME);
    const launch = calls.filter((c) => c.path === '/api/getGameUrl');
    expect(launch).toHaveLength(1);
    expect(launch[0].init.method).toBe('POST');
    // Swapped meanings: game_type carries the game code (0 = lobby), game_code the category.
    expect(launch[0].body).toEqual({ plat_name: 'ag', game_type: 0, game_code: 'realbet', is_mobile_url: 1 });
    expect(screen.getByText('正在进入AG真人…')).toBeInTheDocument();
  });

  it('sends a slot game code as game_type', async () => {
    const { calls } = setup('platname=pp&code=vs20olympgate&type=concise');
    await frame();
    expect(calls.find((c) => c.path === '/api/getGameUrl')!.body).toMatchObject({
      plat_name: 'pp',
      game_type: 'vs20olympgate',
      game_code: 'concise',
    });
  });

  it.each([
    ['dailiD=1', '/api/getAgentLoginUrl', 'https://agent.example/login'],
    ['dailiD=2', '/api/getservicerurl', 'https://chat.example/kf'],
    ['app=1', '/api/app', 'https://dl.example/ios'],
  ])('%s frames the answer of %s', async (query, path, url) => {
    const { pathsCalled } = setup(query);
    expect(await screen.findByTitle('游戏')).toHaveAttribute('src', url);
    expect(pathsCalled()).toContain(path);
    expect(pathsCalled()).not.toContain('/api/getGameUrl');
  });

  it('frames a given (allowed) url without asking the server, with the more button for its platform', async () => {
    const { pathsCalled } = setup(
      'url=https%3A%2F%2Fgame.example%2Fx&platname=ag',
      {},
      {
        frameAllowList: ['https://game.example'],
      },
    );
    expect(await screen.findByTitle('游戏')).toHaveAttribute('src', 'https://game.example/x');
    expect(pathsCalled()).not.toContain('/api/getGameUrl');
    expect(screen.getByRole('button', { name: /更多/ })).toBeInTheDocument();
  });

  it('gives a visitor the login prompt instead of a launch', async () => {
    const { pathsCalled } = setup(HALL_QUERY, {}, { member: false });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
    expect(screen.queryByTitle(/AG真人|游戏/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    await waitFor(() =>
      expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent(`/gamePage?${HALL_QUERY}`)}`),
    );
    expect(pathsCalled()).not.toContain('/api/getGameUrl');
  });

  it('lets a visitor open customer service (dailiD=2)', async () => {
    setup('dailiD=2', {}, { member: false });
    expect(await screen.findByTitle('游戏')).toHaveAttribute('src', 'https://chat.example/kf');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the loading overlay until the frame has loaded plus 3 s', async () => {
    jest.useFakeTimers();
    setup(HALL_QUERY);
    const iframe = await frame();
    const overlay = () => screen.queryByTestId('frame-loading');
    act(() => jest.advanceTimersByTime(10_000));
    expect(overlay()).toBeInTheDocument(); // not loaded yet: no timer hides it
    fireEvent.load(iframe);
    act(() => jest.advanceTimersByTime(2_999));
    expect(overlay()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('the more button (44 px or more) opens the transfer popup for this venue only', async () => {
    const { calls } = setup(HALL_QUERY, { '/api/transfer': () => ok({ balance: '1490.35' }, '转账成功') });
    await frame();
    const more = screen.getByRole('button', { name: /更多/ });
    expect(more.className).toMatch(/\bh-12\b/);
    expect(more.className).toMatch(/\bw-12\b/);
    fireEvent.click(more);
    const popup = await screen.findByTestId('game-transfer-popup');
    expect(within(popup).getByText('额度转换')).toBeInTheDocument();
    expect(within(popup).queryByRole('radiogroup', { name: '选择场馆' })).not.toBeInTheDocument();
    await within(popup).findByText('AG真人');
    fireEvent.change(within(popup).getByTestId('transfer-amount'), { target: { value: '30' } });
    fireEvent.click(within(popup).getByRole('button', { name: '立即转账' }));
    await waitFor(() => expect(toasts()).toContain('转入成功！'));
    expect(calls.find((c) => c.path === '/api/transfer')!.body).toEqual({
      amount: '30.00',
      sourcetype: 'userbalance',
      targettype: 'ag',
    });
    await waitFor(() => expect(screen.queryByTestId('game-transfer-popup')).not.toBeInTheDocument());
  });

  it.each([
    ['a url query', 'url=javascript%3Aalert(1)&platname=ag', {}],
    [
      'a launch answer',
      HALL_QUERY,
      { '/api/getGameUrl': () => ok({ url: 'data:text/html,<script>alert(1)</script>' }) },
    ],
    ['an agent link', 'dailiD=1', { '/api/getAgentLoginUrl': () => ok({ url: 'javascript:alert(1)' }) }],
  ])('never frames a non-http(s) address from %s', async (_, query, routes) => {
    setup(query, routes as Record<string, Handler>);
    expect(await screen.findByText('暂无可打开的页面')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows an error with a retry when the launch fails (the server message is toasted)', async () => {
    let n = 0;
    const { pathsCalled } = setup(HALL_QUERY, {
      '/api/getGameUrl': () =>
        ++n === 1 ? { code: 500, message: '游戏平台不存在或已关闭', data: [] } : ok({ url: GAME }),
    });
    expect(await screen.findByText('游戏加载失败')).toBeInTheDocument();
    expect(toasts()).toContain('游戏平台不存在或已关闭');
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await frame()).toHaveAttribute('src', GAME);
    expect(pathsCalled().filter((p) => p === '/api/getGameUrl')).toHaveLength(2);
  });
});
