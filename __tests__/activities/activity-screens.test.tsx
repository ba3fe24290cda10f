import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ActivityInfoScreen from '@/components/screens/activities/activity-info-screen';
import ActivityRecordScreen from '@/components/screens/activities/activity-record-screen';
import ActivityScreen from '@/components/screens/activities/activity-screen';
import { toUser } from '@/lib/api/normalise/member';
import { FIRST_PAINT } from '@/lib/router/first-paint';
import { parseHash, useRawHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { renderWithApp, resetApp, toasts } from '../support/render';
import { installFakeIntersectionObserver, paginator } from '../support/intersection-observer';

installFakeIntersectionObserver();

const TYPES = [
  { id: 1, name: '限时', state: 1 },
  { id: 2, name: '新人首存', state: 1 },
  { id: 3, name: '日常', state: 1 },
];
const activity = (id: number, extra = {}) => ({
  id,
  title: `活动${id}`,
  type: 1,
  banner: `http://h/uploads/a${id}.svg`,
  can_apply: 1,
  state: 1,
  created_at: '2024-05-01 10:00:00',
  ...extra,
});

function routed(Screen: typeof ActivityScreen) {
  return function Routed() {
    const raw = useRawHash();
    return <Screen location={parseHash(raw ?? '')} />;
  };
}

function login() {
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0' }));
}

describe('优惠活动 /activity', () => {
  it('shows 全部 and the server types as tabs, banner cards, and asks the chosen type (visitors too)', async () => {
    resetApp('#/activity');
    const api = mockFetch({
      '/api/activitytype': () => ok(TYPES),
      '/api/activitylist': (body) =>
        ok(
          paginator(1, 1, body.type === 3 ? [activity(9, { type: 3, title: '每日签到' })] : [activity(1), activity(2)]),
        ),
    });
    const Routed = routed(ActivityScreen);
    renderWithApp(<Routed />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((x) => x.textContent)).toEqual(['全部', '限时', '新人首存', '日常']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: '活动列表' });
    expect(within(list).getByAltText('活动1活动图')).toHaveAttribute('src', 'http://h/uploads/a1.svg');
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '#/activityInfo?id=1');
    fireEvent.click(screen.getByRole('tab', { name: '日常' }));
    await screen.findByText('每日签到');
    expect(window.location.hash).toBe('#/activity?type=3');
    const bodies = api.calls.filter((c) => c.path === '/api/activitylist').map((c) => c.body);
    expect(bodies).toEqual([{ page: 1 }, { type: 3, page: 1 }]);
  });
});

describe('/activity after a first paint that drew the offers (lib/router/paint-lists.ts)', () => {
  const win = window as unknown as Record<string, unknown>;
  afterEach(() => delete win[FIRST_PAINT]);

  /** The list as the inline script left it in the painted slot: two rows from the early answer. */
  function paintedOffers(path: string): Element {
    const slot = document.createElement('div');
    slot.innerHTML =
      '<ul class="flex flex-col gap-3 px-gutter"><li><a href="#/activityInfo?id=1">画好的活动1</a></li><li><a href="#/activityInfo?id=2">画好的活动2</a></li></ul>';
    const list = slot.firstElementChild!;
    win[FIRST_PAINT] = { path, html: '', body: slot, list };
    return list;
  }

  it('shows the painted rows, inert, until its own answer comes, and only on its first load', async () => {
    resetApp('#/activity');
    paintedOffers('/activity');
    let answer: (v: unknown) => void = () => {};
    mockFetch({
      '/api/activitytype': () => ok(TYPES),
      '/api/activitylist': (body) =>
        new Promise((go) => {
          if (body.type !== 3) answer = go;
        }),
    });
    const Routed = routed(ActivityScreen);
    renderWithApp(<Routed />);
    const painted = await screen.findByText('画好的活动1');
    expect(painted.closest('[inert]')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.skeleton')).toBeNull();
    answer(ok(paginator(1, 1, [activity(1), activity(2)])));
    const list = await screen.findByRole('list', { name: '活动列表' });
    expect(within(list).getByAltText('活动1活动图')).toBeInTheDocument();
    expect(screen.queryByText('画好的活动1')).toBeNull();
    // Another tab's first load is a question the paint never answered: the skeleton.
    fireEvent.click(await screen.findByRole('tab', { name: '日常' }));
    await waitFor(() => expect(document.querySelector('ul[aria-busy] .skeleton')).not.toBeNull());
    expect(screen.queryByText('画好的活动1')).toBeNull();
    expect(screen.queryByAltText('活动1活动图')).toBeNull();
  });

  it("is the skeleton on another route's paint", async () => {
    resetApp('#/activity');
    paintedOffers('/concise');
    mockFetch({ '/api/activitytype': () => ok(TYPES), '/api/activitylist': () => new Promise(() => {}) });
    const Routed = routed(ActivityScreen);
    renderWithApp(<Routed />);
    await waitFor(() => expect(document.querySelector('ul[aria-busy] .skeleton')).not.toBeNull());
    expect(screen.queryByText('画好的活动1')).toBeNull();
  });
});

describe('活动详情 /activityInfo', () => {
  const detail = {
    ...activity(7, { title: '新人首存送100%' }),
    content: '<p>规则<img src="x" onerror="window.hacked=1"></p><script>window.hacked=1</script>',
    memo: '<b>说明文字</b>',
    start_at: null,
    end_at: '2024-06-30 23:59:59',
  };

  it('renders banner, title, sanitised content and memo; a visitor gets 前往登录 that comes back here', async () => {
    resetApp('#/activityInfo?id=7');
    mockFetch({ '/api/activitydeatil': (body) => ok(body.id === 7 ? detail : null) });
    const Routed = routed(ActivityInfoScreen);
    renderWithApp(<Routed />);
    expect(await screen.findByRole('heading', { name: '新人首存送100%', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('规则')).toBeInTheDocument();
    expect(screen.getByText('说明文字')).toBeInTheDocument();
    expect(screen.getByTestId('activity-period')).toHaveTextContent('活动时间：即日起 至 2024-06-30 23:59');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('article script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent('/activityInfo?id=7')}`);
  });

  it('a member applies with 立即申请 (申请成功); a second time shows the server refusal', async () => {
    resetApp('#/activityInfo?id=7');
    let applied = 0;
    const api = mockFetch({
      '/api/activitydeatil': () => ok(detail),
      '/api/doactivityapply': () =>
        applied++ === 0 ? ok('', '申请成功') : { code: 202, message: '您已经申请过，等待管理员审核', data: [] },
    });
    login();
    const Routed = routed(ActivityInfoScreen);
    renderWithApp(<Routed />);
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(toasts()).toContain('申请成功'));
    expect(api.calls.find((c) => c.path === '/api/doactivityapply')?.body).toEqual({ activityid: 7 });
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(toasts()).toContain('您已经申请过，等待管理员审核'));
  });

  it('a success toasts the server text, and 申请成功 (never the button label) when it sent none', async () => {
    resetApp('#/activityInfo?id=7');
    let answer = 0;
    mockFetch({
      '/api/activitydeatil': () => ok(detail),
      '/api/doactivityapply': () => (answer++ === 0 ? ok('', '申请成功，请等待审核') : ok('', '')),
    });
    login();
    const Routed = routed(ActivityInfoScreen);
    renderWithApp(<Routed />);
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(toasts()).toEqual(['申请成功，请等待审核']));
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(toasts()).toEqual(['申请成功，请等待审核', '申请成功']));
    expect(toasts()).not.toContain('立即申请');
  });

  it('an information-only activity (can_apply 0) still offers 前往登录 to a visitor', async () => {
    resetApp('#/activityInfo?id=7');
    mockFetch({ '/api/activitydeatil': () => ok({ ...detail, can_apply: 0 }) });
    const Routed = routed(ActivityInfoScreen);
    renderWithApp(<Routed />);
    fireEvent.click(await screen.findByRole('button', { name: '前往登录' }));
    expect(screen.queryByText('该活动无需申请，详情请咨询客服')).toBeNull();
    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent('/activityInfo?id=7')}`);
  });

  it('an unknown activity (data null) says so; an information-only one has no apply button for a member', async () => {
    resetApp('#/activityInfo?id=8');
    mockFetch({ '/api/activitydeatil': () => ok(null) });
    const Routed = routed(ActivityInfoScreen);
    const view = renderWithApp(<Routed />);
    expect(await screen.findByText('活动不存在或已下架')).toBeInTheDocument();
    view.unmount();
    resetApp('#/activityInfo?id=7');
    mockFetch({ '/api/activitydeatil': () => ok({ ...detail, can_apply: 0 }) });
    login();
    renderWithApp(<Routed />);
    expect(await screen.findByText('该活动无需申请，详情请咨询客服')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
  });
});

describe('活动申请记录 /activityRecord', () => {
  it('labels states 1 待审核, 2 通过, 3 拒绝 (with the reason), others 未定义; Beijing times', async () => {
    resetApp('#/activityRecord');
    const handler: Handler = () =>
      ok(
        paginator(
          1,
          1,
          [1, 2, 3, 0, 4].map((state, i) => ({
            id: i + 1,
            state,
            activity_name: `活动${i + 1}`,
            created_at: '2024-05-01 13:45:09',
            reason: state === 3 ? '资料不全' : '',
          })),
        ),
      );
    const api = mockFetch({ '/api/activityApplyLog': handler });
    login();
    renderWithApp(<ActivityRecordScreen location={parseHash('#/activityRecord')} />);
    const list = await screen.findByRole('list', { name: '活动申请记录' });
    expect(
      within(list)
        .getAllByTestId('apply-state')
        .map((x) => x.textContent),
    ).toEqual(['待审核', '通过', '拒绝', '未定义', '未定义']);
    expect(within(list).getByText('原因：资料不全')).toBeInTheDocument();
    expect(within(list).getAllByText('申请时间 2024-05-01 13:45:09')).toHaveLength(5);
    expect(api.calls[0].body).toEqual({ page: 1 });
  });
});
