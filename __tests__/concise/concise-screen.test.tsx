import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ConciseScreen, { conciseGameHref, matchGames } from '@/components/screens/games/concise-screen';
import { FIRST_PAINT } from '@/lib/router/first-paint';
import { sessionStore } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';

const tile = (catecode: string, gamecode: string, gamename: string) => ({
  gamepic: `/uploads/tiles/${catecode}/${gamecode}.svg`,
  gamename,
  catecode,
  gamecode,
});
const CATALOGUE: Record<string, unknown[]> = {
  obgdy: [tile('obgdy', 'ob-fortune', '财神到'), tile('obgdy', 'ob-dragon', '龙腾四海')],
  pp: [tile('pp', 'vs20olympgate', '奥林匹斯之门')],
};

function mockTiles() {
  return mockFetch({ '/api/gamelistBycode': (b) => ok(CATALOGUE[String(b.platform_name)] ?? []) });
}

beforeEach(() => resetApp('#/concise'));

describe('/concise', () => {
  it('defaults to OB电子 and asks gamelistBycode with gamecode and platform_name (both name the platform)', async () => {
    const { calls } = mockTiles();
    renderWithApp(<ConciseScreen location={loc('#/concise')} />);
    expect(await screen.findByText('财神到')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'OB电子' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0].body).toEqual({ gamecode: 'obgdy', platform_name: 'obgdy' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['OB电子', 'FG电子', 'PP电子', 'AE电子']);
  });

  it('?type=pp opens that tab; a tab writes ?type= and each tab is cached (asked once)', async () => {
    const { calls } = mockTiles();
    const { rerender } = renderWithApp(<ConciseScreen location={loc('#/concise?type=pp')} />);
    expect(await screen.findByText('奥林匹斯之门')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'OB电子' }));
    expect(window.location.hash).toBe('#/concise?type=obgdy');
    rerender(<ConciseScreen location={loc('#/concise?type=obgdy')} />);
    expect(await screen.findByText('财神到')).toBeInTheDocument();
    rerender(<ConciseScreen location={loc('#/concise?type=pp')} />);
    expect(screen.getByText('奥林匹斯之门')).toBeInTheDocument();
    expect(calls.filter((c) => c.body?.platform_name === 'pp')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('conciseGames:pp') ?? '[]')[0].code).toBe('vs20olympgate');
  });

  it('images load lazily over a placeholder', async () => {
    mockTiles();
    const { container } = renderWithApp(<ConciseScreen location={loc('#/concise')} />);
    await screen.findByText('财神到');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement?.querySelector('.skeleton')).not.toBeNull();
    act(() => void fireEvent.load(img));
    expect(img.parentElement?.querySelector('.skeleton')).toBeNull();
  });

  it('the search box filters by name; no match says so', async () => {
    mockTiles();
    renderWithApp(<ConciseScreen location={loc('#/concise')} />);
    await screen.findByText('财神到');
    fireEvent.change(screen.getByLabelText('搜索游戏名称'), { target: { value: '龙腾' } });
    await waitFor(() => expect(screen.queryByText('财神到')).not.toBeInTheDocument());
    expect(screen.getByText('龙腾四海')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('搜索游戏名称'), { target: { value: '不存在' } });
    expect(await screen.findByText('没有找到相关游戏')).toBeInTheDocument();
  });

  it('a visitor tapping a tile gets the login prompt', async () => {
    mockTiles();
    renderWithApp(<ConciseScreen location={loc('#/concise')} />);
    fireEvent.click(await screen.findByText('财神到'));
    expect(await screen.findByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/concise');
  });

  it('a member tapping a tile opens the game page with its catecode and gamecode', async () => {
    sessionStore.set({ token: 'tok', user: null });
    mockTiles();
    renderWithApp(<ConciseScreen location={loc('#/concise')} />);
    fireEvent.click(await screen.findByText('财神到'));
    const query = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(window.location.hash.startsWith('#/gamePage?')).toBe(true);
    expect(query.get('platname')).toBe('obgdy');
    expect(query.get('code')).toBe('ob-fortune');
    expect(query.get('type')).toBe('concise');
  });
});

describe('concise helpers', () => {
  const games = [
    { platform: 'pp', code: 'a', name: 'Gates of Olympus', image: '' },
    { platform: 'pp', code: 'b', name: '五狮', image: '' },
  ];
  it('matchGames is case-insensitive and blank shows all', () => {
    expect(matchGames(games, 'olymp').map((g) => g.code)).toEqual(['a']);
    expect(matchGames(games, '  ')).toHaveLength(2);
  });
  it('conciseGameHref names the venue, the game and the electronic category', () => {
    expect(conciseGameHref(games[1])).toBe('/gamePage?platname=pp&code=b&type=concise&name=%E4%BA%94%E7%8B%AE');
  });
});

describe('/concise after a first paint that drew the tiles (lib/router/paint-lists.ts)', () => {
  const win = window as unknown as Record<string, unknown>;
  afterEach(() => delete win[FIRST_PAINT]);

  it('shows the painted tiles, inert, until its own answer comes', async () => {
    const slot = document.createElement('div');
    slot.innerHTML = '<div class="grid"><button type="button">画好的财神到</button></div>';
    win[FIRST_PAINT] = { path: '/concise', html: '', body: slot, list: slot.firstElementChild };
    let answer: (v: unknown) => void = () => {};
    mockFetch({ '/api/gamelistBycode': () => new Promise((go) => (answer = go)) });
    renderWithApp(<ConciseScreen location={loc('#/concise')} />);
    const painted = await screen.findByText('画好的财神到');
    expect(painted.closest('[inert]')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.skeleton')).toBeNull();
    answer(ok(CATALOGUE.obgdy));
    expect(await screen.findByText('财神到')).toBeInTheDocument();
    expect(screen.queryByText('画好的财神到')).toBeNull();
  });
});
