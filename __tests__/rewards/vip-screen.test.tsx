import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import VipScreen from '@/components/screens/rewards/vip-screen';
import Vip2Screen from '@/components/screens/rewards/vip2-screen';
import IframePageScreen from '@/components/screens/rewards/iframe-page-screen';
import { toUser } from '@/lib/api/normalise/member';
import { setConfigForTests } from '@/lib/config';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';
import { VIP_LEVELS } from '../support/reward-fixtures';

function signedIn(vip: number, paysum = '3000.00', totalgame = '12500.00') {
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0', vip, current_vip: `VIP${vip}`, paysum, totalgame }));
}

beforeEach(() => {
  resetApp('#/vip');
  mockFetch({ '/api/uservip': () => ok(VIP_LEVELS) });
});

describe('/vip', () => {
  it('shows ten level icons, the next level chosen first, and its needs against the member figures', async () => {
    signedIn(3);
    renderWithApp(<VipScreen location={loc('#/vip')} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `V${i + 1}VIP${i + 1}`));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('VIP4');
    const card = screen.getByTestId('vip-level-card');
    expect(within(card).getByText('未达标')).toBeInTheDocument();
    expect(within(card).getByText('/ ¥20,000.00')).toBeInTheDocument();
    expect(within(card).getByText('/ ¥100,000.00')).toBeInTheDocument();
    // 3000 of 20000 deposit (15 %), 12500 of 100000 turnover (13 %): the progress is the lower one.
    const bars = within(card).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['15', '13']);
    expect(within(card).getByTestId('vip-progress-line')).toHaveTextContent('VIP4 晋级进度 13%');
    // The max-rebate table of the level, in the six categories.
    expect(screen.getByRole('row', { name: '真人视讯 0.70%' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '彩票游戏 0.50%' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText(/每日最多晋升一级/)).toBeInTheDocument();
    expect(screen.getByText(/每90天为一个周期/)).toBeInTheDocument();
  });

  it('the demo member (VIP1, ¥200.00 deposited) sees VIP2 at 0 % as /mine does, never "¥200.00 / ¥0.00"', async () => {
    signedIn(1, '200.00', '0.00');
    renderWithApp(<VipScreen location={loc('#/vip')} />);
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('VIP2');
    const card = screen.getByTestId('vip-level-card');
    expect(within(card).getByTestId('vip-progress-line')).toHaveTextContent('VIP2 晋级进度 0%');
    expect(
      within(card)
        .getAllByRole('progressbar')
        .map((b) => b.getAttribute('aria-valuenow')),
    ).toEqual(['20', '0']);
    // VIP1 needs nothing: 无要求 and met, not a sum over ¥0.00.
    fireEvent.click(screen.getByRole('tab', { name: /VIP1$/ }));
    const vip1 = screen.getByTestId('vip-level-card');
    expect(vip1).not.toHaveTextContent('/ ¥0.00');
    expect(within(vip1).getAllByText('/ 无要求')).toHaveLength(2);
  });

  it('the top level reads 已达最高等级', async () => {
    signedIn(10);
    renderWithApp(<VipScreen location={loc('#/vip')} />);
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('VIP10');
    expect(screen.getByTestId('vip-progress-line')).toHaveTextContent('已达最高等级');
  });

  it('a higher level is 未达标; choosing it shows its card and rates', async () => {
    signedIn(3);
    renderWithApp(<VipScreen location={loc('#/vip')} />);
    fireEvent.click(await screen.findByRole('tab', { name: /VIP5/ }));
    const card = screen.getByTestId('vip-level-card');
    expect(within(card).getByText('VIP5')).toBeInTheDocument();
    expect(within(card).getByText('未达标')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '真人视讯 0.80%' })).toBeInTheDocument();
  });

  it('is open to visitors: VIP1 first, the needs without figures of their own', async () => {
    renderWithApp(<VipScreen location={loc('#/vip')} />);
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('VIP1');
    expect(screen.getByText('登录后查看我的等级')).toBeInTheDocument();
    expect(screen.queryByText('已达标')).not.toBeInTheDocument();
  });
});

describe('/vip2 and /iframepage', () => {
  it('/vip2 shows every level with its needs and all six rates in a labelled, keyboard-scrollable table', async () => {
    signedIn(2);
    renderWithApp(<Vip2Screen location={loc('#/vip2')} />);
    const region = await screen.findByRole('region', { name: '等级一览' });
    // Scrolls sideways in its own box, reachable by keyboard; the level column sticks.
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toMatch(/\boverflow-x-auto\b/);
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'VIP等级',
      '累计存款',
      '累计流水',
      '真人视讯',
      '体育赛事',
      '电子竞技',
      '棋牌游戏',
      '电子游艺',
      '彩票游戏',
    ]);
    expect(within(table).getAllByRole('columnheader')[0]!.className).toMatch(/\bsticky\b/);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((r) => /VIP\d+/.exec(r.textContent ?? '')?.[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`),
    );
    expect(rows.every((r) => /\bsticky\b/.test(r.className))).toBe(true);
    expect(rows[0]).toHaveTextContent('已达标');
    expect(rows[2]).toHaveTextContent('未达标');
    expect(rows[1]).toHaveTextContent('当前等级');
    // Nothing truncated: every rate of a level is in its row.
    expect(
      screen.getByRole('row', { name: /^VIP3.*¥5,000\.00 ¥25,000\.00 0\.60% 0\.60% 0\.60% 0\.70% 0\.70% 0\.40%$/ }),
    ).toBeInTheDocument();
    expect(document.querySelector('.truncate')).toBeNull();
  });

  it('/iframepage frames the operator page from config.json', async () => {
    setConfigForTests({ vipPageUrl: 'https://vip.example.com/rules' });
    renderWithApp(<IframePageScreen location={loc('#/iframepage')} />);
    await waitFor(() =>
      expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://vip.example.com/rules'),
    );
  });

  it('/iframepage frames the app settings page first', async () => {
    setConfigForTests({ vipPageUrl: 'https://config.example.com/' });
    mockFetch({
      '/api/uservip': () => ok(VIP_LEVELS),
      '/api/app': () => ok({ site_state: '1', vip_page_url: 'https://operator.example.com/vip' }),
    });
    renderWithApp(<IframePageScreen location={loc('#/iframepage')} />);
    await waitFor(() =>
      expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://operator.example.com/vip'),
    );
  });

  it('/iframepage shows the standard VIP page when none is set', async () => {
    renderWithApp(<IframePageScreen location={loc('#/iframepage')} />);
    expect(await screen.findAllByRole('tab')).toHaveLength(10);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
