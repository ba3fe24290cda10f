import { screen } from '@testing-library/react';
import GameScreen from '@/components/screens/game/game-screen';
import { fetchGameUrl } from '@/lib/api/games';
import { fetchAgentLoginUrl } from '@/lib/api/service';
import { fetchAppInfo } from '@/lib/api/app';
import { setConfigForTests } from '@/lib/config';
import { forgetFrameUrlsForTests, frameUrlAllowed } from '@/lib/frame-urls';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';
import { signIn, VENUES, WIRE_USER } from '../support/wallet-fixtures';

const PHISH = 'https://evil.example/login';
const HANDED = 'https://venue.example/play?ticket=xyz';

function open(url: string, frameAllowList: string[] = []) {
  const hash = `#/gamePage?url=${encodeURIComponent(url)}&platname=ag`;
  resetApp(hash);
  setConfigForTests({ frameAllowList });
  mockFetch({
    '/api/getGameUrl': () => ok({ url: HANDED }),
    '/api/getAgentLoginUrl': () => ok({ url: 'https://agent.example/login' }),
    '/api/balance': () => ok({ balance: '1.00' }),
    '/api/balancelist': () => ok(VENUES),
    '/api/refreshusermoney': () => ok(WIRE_USER),
  });
  signIn();
  renderWithApp(<GameScreen location={loc(hash)} />);
}

beforeEach(() => {
  forgetFrameUrlsForTests();
  sessionStorage.clear();
});
afterEach(() => setConfigForTests(null));

describe('/gamePage?url= frames only pages the server handed out or the operator allows', () => {
  it('refuses any other page with a clear notice, no frame and no transfer button', async () => {
    open(PHISH);
    expect(await screen.findByText('无法打开此链接')).toBeInTheDocument();
    expect(screen.getByText('为保护您的账户安全，只能打开本平台提供的页面')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /更多/ })).toBeNull();
  });

  it('frames a link the server answered with earlier in the session (getGameUrl, getAgentLoginUrl)', async () => {
    mockFetch({
      '/api/getGameUrl': () => ok({ url: HANDED }),
      '/api/getAgentLoginUrl': () => ok({ url: 'https://agent.example/login' }),
    });
    await fetchGameUrl({ platform: 'ag', gameCode: '', category: 'realbet' });
    await fetchAgentLoginUrl();
    expect(frameUrlAllowed(HANDED)).toBe(true);
    expect(frameUrlAllowed('https://agent.example/login')).toBe(true);
    // The same origin with another path was not handed out.
    expect(frameUrlAllowed('https://venue.example/other')).toBe(false);
    open(HANDED);
    expect(await screen.findByTitle('游戏')).toHaveAttribute('src', HANDED);
  });

  it('frames the 大舞台 link of /api/app or of config.json (the discover entry is never a dead button)', async () => {
    mockFetch({ '/api/app': () => ok({ big_stage_url: 'https://stage.example/live' }) });
    expect(frameUrlAllowed('https://stage.example/live')).toBe(false);
    await fetchAppInfo();
    expect(frameUrlAllowed('https://stage.example/live')).toBe(true);
    setConfigForTests({ bigStageUrl: 'https://events.example/stage' });
    expect(frameUrlAllowed('https://events.example/stage')).toBe(true);
    expect(frameUrlAllowed('https://events.example/other')).toBe(false);
  });

  it("frames an origin on config.json's frameAllowList, and the app's own origin", async () => {
    setConfigForTests({ frameAllowList: ['https://partner.example'] });
    expect(frameUrlAllowed('https://partner.example/any/page')).toBe(true);
    expect(frameUrlAllowed(`${window.location.origin}/support/`)).toBe(true);
    expect(frameUrlAllowed(PHISH)).toBe(false);
    open('https://partner.example/any/page', ['https://partner.example']);
    expect(await screen.findByTitle('游戏')).toHaveAttribute('src', 'https://partner.example/any/page');
  });
});
