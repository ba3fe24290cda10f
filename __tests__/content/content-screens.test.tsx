import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AboutsScreen from '@/components/screens/content/abouts-screen';
import HelpArticleScreen from '@/components/screens/content/help-article-screen';
import HelpScreen from '@/components/screens/content/help-screen';
import MessageScreen from '@/components/screens/content/message-screen';
import { TabBar } from '@/components/layout/tab-bar';
import { toBanner } from '@/lib/api/normalise/content';
import { sessionStore } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { FakeObserver, installFakeIntersectionObserver, paginator as pageOf } from '../support/intersection-observer';
import { legacyBackend, loc, renderWithApp, resetApp } from '../support/render';

const article = (cateid: number, name: string, content: string) => ({
  id: cateid,
  name,
  cateid,
  content,
  created_at: '2024-05-01 13:45:09',
  updated_at: '2024-05-01 13:45:09',
});

const paginator = (rows: unknown[]) => pageOf(1, 1, rows);

installFakeIntersectionObserver();

const signIn = () => sessionStore.set({ token: 'tok', user: null });

describe('help centre', () => {
  beforeEach(() => resetApp('#/boutBallBet'));

  it('lists the published articles, each linking to /boutBallBetInfo?type=N', async () => {
    mockFetch({
      '/api/articleList': () =>
        ok([
          { id: 1, name: '常见问题', cateid: 1 },
          { id: 4, name: '代理计划', cateid: 5 },
        ]),
    });
    renderWithApp(<HelpScreen location={loc('#/boutBallBet')} />);
    expect(await screen.findByRole('link', { name: '代理计划' })).toHaveAttribute('href', '#/boutBallBetInfo?type=5');
    expect(screen.getByRole('link', { name: '常见问题' })).toHaveAttribute('href', '#/boutBallBetInfo?type=1');
  });

  it('shows 暂无帮助文章 when nothing is published', async () => {
    mockFetch({ '/api/articleList': () => ok([]) });
    renderWithApp(<HelpScreen location={loc('#/boutBallBet')} />);
    expect(await screen.findByText('暂无帮助文章')).toBeInTheDocument();
  });

  it('on a legacy back end lists the known categories that have an article, without /api/articleList', async () => {
    legacyBackend();
    const articles: Record<number, ReturnType<typeof article>> = {
      1: article(1, '常见问题', '<p>问答</p>'),
      5: article(5, '代理计划', '<p>代理</p>'),
      8: article(8, '责任博彩', '<p>理性</p>'),
    };
    const { calls, pathsCalled } = mockFetch({
      '/api/app': () => ok({ title: 'TG' }),
      '/api/article': (b) => ok(articles[Number(b.type)] ?? null),
    });
    renderWithApp(<HelpScreen location={loc('#/boutBallBet')} />);
    expect(await screen.findByRole('link', { name: '代理计划' })).toHaveAttribute('href', '#/boutBallBetInfo?type=5');
    // The article list only (the footer's 理性游戏 link is not an article).
    const list = within(screen.getByRole('list', { name: '帮助中心' }));
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['常见问题', '代理计划', '责任博彩']);
    expect(pathsCalled()).not.toContain('/api/articleList');
    expect(calls.filter((c) => c.path === '/api/article').map((c) => c.body?.type)).toEqual([1, 3, 4, 5, 6, 7, 8]);
  });

  it('on a legacy back end shows the skeleton while /api/app and the articles load, then the empty state', async () => {
    legacyBackend();
    let answerApp: (v: unknown) => void = () => undefined;
    const { pathsCalled } = mockFetch({
      '/api/app': () => new Promise((r) => (answerApp = r)),
      '/api/article': () => ok(null),
    });
    renderWithApp(<HelpScreen location={loc('#/boutBallBet')} />);
    await waitFor(() => expect(pathsCalled()).toContain('/api/app'));
    expect(document.querySelector('[aria-busy]')).toBeInTheDocument();
    expect(screen.queryByText('暂无帮助文章')).toBeNull();
    answerApp(ok({ title: 'TG' }));
    expect(await screen.findByText('暂无帮助文章')).toBeInTheDocument();
  });
});

describe('an article', () => {
  beforeEach(() => resetApp('#/boutBallBetInfo?type=5'));

  it('asks /api/article for the type and shows its HTML sanitised, with Beijing time', async () => {
    const { calls } = mockFetch({
      '/api/article': () =>
        ok(article(5, '代理计划', '<h3>成为代理</h3><img src=x onerror="alert(1)"><script>x()</script>')),
    });
    renderWithApp(<HelpArticleScreen location={loc('#/boutBallBetInfo?type=5')} />);
    const view = await screen.findByTestId('article');
    expect(within(view).getByRole('heading', { name: '代理计划' })).toBeInTheDocument();
    expect(within(view).getByText('成为代理')).toBeInTheDocument();
    expect(within(view).getByText('2024-05-01 13:45')).toBeInTheDocument();
    expect(view.innerHTML).not.toMatch(/onerror|<script/);
    expect(calls[0].body).toEqual({ type: 5 });
  });

  it('a category without an article says 文章暂未发布 (data null)', async () => {
    mockFetch({ '/api/article': () => ok(null) });
    renderWithApp(<HelpArticleScreen location={loc('#/boutBallBetInfo?type=42')} />);
    expect(await screen.findByText('文章暂未发布')).toBeInTheDocument();
  });

  it('a missing type asks nothing and says 文章暂未发布', async () => {
    const { calls } = mockFetch({});
    renderWithApp(<HelpArticleScreen location={loc('#/boutBallBetInfo')} />);
    expect(screen.getByText('文章暂未发布')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('/abouts?type=6 shows the privacy policy; the tab switches to the terms (type 5)', async () => {
    const { calls } = mockFetch({
      '/api/article': (b) =>
        ok(Number(b.type) === 6 ? article(6, '隐私政策', '<p>隐私</p>') : article(5, '规则条款', '<p>条款</p>')),
    });
    renderWithApp(<AboutsScreen location={loc('#/abouts?type=6')} />);
    expect(await screen.findByRole('heading', { name: '隐私政策' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '规则条款' }));
    expect(window.location.hash).toBe('#/abouts?type=5');
    expect(calls[0].body).toEqual({ type: 6 });
  });

  it('/abouts has three tabs, each its own article: 关于我们 (7), 规则条款 (5), 隐私政策 (6)', async () => {
    const names: Record<number, string> = { 5: '规则条款', 6: '隐私政策', 7: '关于我们' };
    const { calls } = mockFetch({
      '/api/article': (b) => ok(article(Number(b.type), names[Number(b.type)], '<p>正文</p>')),
    });
    renderWithApp(<AboutsScreen location={loc('#/abouts?type=7')} />);
    expect(screen.getAllByRole('tab').map((x) => x.textContent)).toEqual(['关于我们', '规则条款', '隐私政策']);
    expect(screen.getByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ type: 7 }]);
    fireEvent.click(screen.getByRole('tab', { name: '规则条款' }));
    expect(window.location.hash).toBe('#/abouts?type=5');
  });

  it('a bare /abouts is still the terms (type 5), as old links meant', async () => {
    const { calls } = mockFetch({ '/api/article': () => ok(article(5, '规则条款', '<p>条款</p>')) });
    renderWithApp(<AboutsScreen location={loc('#/abouts')} />);
    expect(await screen.findByRole('heading', { name: '规则条款' })).toBeInTheDocument();
    expect(calls[0].body).toEqual({ type: 5 });
  });
});

describe('message centre', () => {
  beforeEach(() => {
    resetApp('#/message');
    signIn();
  });

  it('公告 is the default tab and lists /api/noticeList rows with their kind', async () => {
    mockFetch({
      '/api/noticeList': () =>
        ok(paginator([{ id: 1, type: 2, title: '红包雨', content: '每日10点', created_at: '2024-05-01 13:45:09' }])),
    });
    renderWithApp(<MessageScreen location={loc('#/message')} />);
    expect(await screen.findByText('红包雨')).toBeInTheDocument();
    expect(screen.getByText('活动')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '公告' })).toHaveAttribute('aria-selected', 'true');
  });

  it('?type=2 shows the inbox; opening an unread message shows it in full and marks it read', async () => {
    const { calls } = mockFetch({
      '/api/message': () =>
        ok(
          paginator([
            {
              id: 7,
              title: '礼金到账',
              content: '您的礼金已到账，请查收',
              desc: '',
              is_read: 0,
              created_at: '2024-05-01 13:45:09',
            },
          ]),
        ),
      '/api/showmessage': () =>
        ok({
          id: 7,
          title: '礼金到账',
          content: '您的礼金已到账，请查收',
          desc: '',
          is_read: 1,
          created_at: '2024-05-01 13:45:09',
        }),
      '/api/messageNum': () => ok({ count: 0 }),
    });
    renderWithApp(<MessageScreen location={loc('#/message?type=2')} />);
    expect(await screen.findByLabelText('未读')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /礼金到账/ }));
    const full = await screen.findByTestId('message-full');
    expect(within(full).getByText('您的礼金已到账，请查收')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('未读')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/showmessage')?.body).toEqual({ id: 7 });
    // Legacy servers crash on a missing key: the inbox read always sends type (2) and page.
    expect(calls.find((c) => c.path === '/api/message')?.body).toEqual({ type: 2, page: 1 });
  });

  it('loads the next page when the end comes within 300 px', async () => {
    const row = (id: number) => ({ id, type: 3, title: `公告${id}`, content: 'x', created_at: '2024-05-01 13:45:09' });
    const { calls } = mockFetch({
      '/api/noticeList': (b) => ok(pageOf(Number(b.page), 2, [row(Number(b.page) * 10)])),
    });
    renderWithApp(<MessageScreen location={loc('#/message?type=1')} />);
    expect(await screen.findByText('公告10')).toBeInTheDocument();
    expect(FakeObserver.options?.rootMargin).toBe('0px 0px 300px 0px');
    FakeObserver.reachEnd();
    expect(await screen.findByText('公告20')).toBeInTheDocument();
    expect(calls.map((c) => c.body?.page)).toEqual([1, 2]);
  });

  it('the tabs write ?type= (1 notices, 2 inbox)', async () => {
    mockFetch({ '/api/noticeList': () => ok(paginator([])), '/api/message': () => ok(paginator([])) });
    renderWithApp(<MessageScreen location={loc('#/message')} />);
    fireEvent.click(screen.getByRole('tab', { name: '站内信' }));
    expect(window.location.hash).toBe('#/message?type=2');
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});

describe('unread badge', () => {
  beforeEach(() => resetApp('#/'));

  it('the mine tab shows the unread count and stores it on the device as messageNum', async () => {
    signIn();
    mockFetch({ '/api/messageNum': () => ok({ count: 3 }) });
    renderWithApp(<TabBar active="hall" />);
    expect(await screen.findByLabelText('3条未读消息')).toHaveTextContent('3');
    expect(localStorage.getItem('messageNum')).toBe('3');
  });

  it('shows the stored count at once, and nothing for visitors or 0', async () => {
    localStorage.setItem('messageNum', '5');
    mockFetch({ '/api/messageNum': () => new Promise(() => undefined) });
    signIn();
    const { unmount } = renderWithApp(<TabBar active="hall" />);
    expect(await screen.findByLabelText('5条未读消息')).toBeInTheDocument();
    unmount();
    sessionStore.set({ token: null, user: null });
    renderWithApp(<TabBar active="hall" />);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('without the messageNum extension shows no badge and makes no call, even with a stored count', async () => {
    legacyBackend();
    localStorage.setItem('messageNum', '5');
    const { pathsCalled } = mockFetch({
      '/api/app': () => ok({ title: 'TG' }),
      '/api/messageNum': () => ok({ count: 3 }),
    });
    signIn();
    renderWithApp(<TabBar active="hall" />);
    await waitFor(() => expect(pathsCalled()).toContain('/api/app'));
    await act(async () => undefined);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(pathsCalled()).not.toContain('/api/messageNum');
  });
});

describe('banner wire', () => {
  it('reads `src`, or `pic` from servers that send only that', () => {
    expect(toBanner({ src: 'https://cdn.example/a.png' }).src).toBe('https://cdn.example/a.png');
    expect(toBanner({ src: '', pic: 'https://cdn.example/b.png' }).src).toBe('https://cdn.example/b.png');
  });
});
