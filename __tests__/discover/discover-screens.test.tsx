import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/react';
import AppScreen, { APP_BANNER_INTERVAL_MS, qrText } from '@/components/screens/discover/app-screen';
import DiscoverScreen from '@/components/screens/discover/discover-screen';
import SponsorPageScreen from '@/components/screens/discover/sponsor-page-screen';
import SponsorsScreen from '@/components/screens/discover/sponsors-screen';
import { DEFAULT_CONFIG, setConfigForTests } from '@/lib/config';
import { toAppInfo } from '@/lib/api/normalise/member';
import { forgetAppInfoForTests } from '@/lib/api/app';
import { bigStageUrl, sponsorUrl } from '@/lib/discover/links';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';

// jsdom has no TextEncoder; the QR library encodes the link with it (browsers all have it).
Object.assign(globalThis, { TextEncoder });

const appInfo =
  (extra: Record<string, string> = {}) =>
  () =>
    ok({ title: 'TG', site_state: '1', ...extra });

beforeEach(() => resetApp('#/discover'));

describe('/discover', () => {
  it('官方资讯 goes to /message; 大舞台 is hidden when no link is set', async () => {
    mockFetch({ '/api/app': appInfo() });
    renderWithApp(<DiscoverScreen location={loc('#/discover')} />);
    expect(screen.getByRole('link', { name: /官方资讯/ })).toHaveAttribute('href', '#/message');
    await waitFor(() => expect(screen.queryByRole('link', { name: /大舞台/ })).not.toBeInTheDocument());
  });

  it('大舞台 opens the app settings link in the game frame', async () => {
    mockFetch({ '/api/app': appInfo({ big_stage_url: 'https://stage.example/live' }) });
    renderWithApp(<DiscoverScreen location={loc('#/discover')} />);
    const link = await screen.findByRole('link', { name: /大舞台/ });
    expect(link.getAttribute('href')).toBe(
      `#/gamePage?url=${encodeURIComponent('https://stage.example/live')}&name=${encodeURIComponent('大舞台')}`,
    );
  });

  it('shows 大舞台 out of the box on the demo site: the demo page /api/app answers, in the game frame', async () => {
    const demo = 'http://localhost/showcase/stage.html';
    mockFetch({ '/api/app': appInfo({ big_stage_url: demo, site_mode: 'demo' }) });
    renderWithApp(<DiscoverScreen location={loc('#/discover')} />);
    const link = await screen.findByRole('link', { name: /大舞台/ });
    expect(link.getAttribute('href')).toBe(
      `#/gamePage?url=${encodeURIComponent(demo)}&name=${encodeURIComponent('大舞台')}`,
    );
  });

  it('config.json wins over the app settings; only web links count', () => {
    const config = (bigStageUrl: string) => ({ ...DEFAULT_CONFIG, bigStageUrl });
    const app = (big_stage_url?: string) => toAppInfo({ big_stage_url });
    expect(bigStageUrl(config('https://a.example'), app('https://b.example'))).toBe('https://a.example');
    expect(bigStageUrl(config(''), app('https://b.example'))).toBe('https://b.example');
    expect(bigStageUrl(config('javascript:alert(1)'), undefined)).toBe('');
    expect(bigStageUrl(config('javascript:alert(1)'), app('https://b.example'))).toBe('https://b.example');
  });
});

describe('/zhanzhu and /zhanzhuye', () => {
  const demoSponsors = {
    sponsor_url_1: 'http://localhost/showcase/sponsor-1.html',
    sponsor_url_2: 'http://localhost/showcase/sponsor-2.html',
  };

  it('lists the two sponsors the server names (the demo pages out of the box), each linking to its page', async () => {
    mockFetch({ '/api/app': appInfo(demoSponsors) });
    renderWithApp(<SponsorsScreen location={loc('#/zhanzhu')} />);
    expect(await screen.findByRole('link', { name: /赞助伙伴一/ })).toHaveAttribute('href', '#/zhanzhuye?type=1');
    expect(screen.getByRole('link', { name: /赞助伙伴二/ })).toHaveAttribute('href', '#/zhanzhuye?type=2');
  });

  it('hides a sponsor without a page; none at all says 暂无赞助伙伴', async () => {
    mockFetch({ '/api/app': appInfo({ sponsor_url_2: 'https://two.example' }) });
    const view = renderWithApp(<SponsorsScreen location={loc('#/zhanzhu')} />);
    expect(await screen.findByRole('link', { name: /赞助伙伴二/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /赞助伙伴一/ })).not.toBeInTheDocument();
    view.unmount();
    // Another page life: /api/app is read once per page (docs/API.md#app).
    forgetAppInfoForTests();
    mockFetch({ '/api/app': appInfo({ sponsor_url_1: 'javascript:alert(1)' }) });
    renderWithApp(<SponsorsScreen location={loc('#/zhanzhu')} />);
    expect(await screen.findByText('暂无赞助伙伴')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('frames the server page of ?type=2', async () => {
    mockFetch({ '/api/app': appInfo(demoSponsors) });
    renderWithApp(<SponsorPageScreen location={loc('#/zhanzhuye?type=2')} />);
    await waitFor(() => expect(screen.getByTitle('赞助详情')).toHaveAttribute('src', demoSponsors.sponsor_url_2));
  });

  it('config.json still overrides (a server without the settings, or one with other pages)', async () => {
    setConfigForTests({ sponsorUrls: { '1': 'https://one.example', '2': '' } });
    mockFetch({ '/api/app': appInfo(demoSponsors) });
    renderWithApp(<SponsorPageScreen location={loc('#/zhanzhuye?type=1')} />);
    expect(screen.getByTitle('赞助详情')).toHaveAttribute('src', 'https://one.example');
    const app = toAppInfo(demoSponsors);
    const config = { ...DEFAULT_CONFIG, sponsorUrls: { '1': 'https://one.example', '2': '' } };
    expect(sponsorUrl(1, config, app)).toBe('https://one.example');
    expect(sponsorUrl(2, config, app)).toBe(demoSponsors.sponsor_url_2);
    expect(sponsorUrl(2, config, undefined)).toBe('');
  });

  it('says clearly when the page is not configured, once the settings have answered', async () => {
    mockFetch({ '/api/app': appInfo() });
    renderWithApp(<SponsorPageScreen location={loc('#/zhanzhuye?type=1')} />);
    expect(await screen.findByText('该赞助页面暂未开放')).toBeInTheDocument();
    expect(screen.queryByTitle('赞助详情')).not.toBeInTheDocument();
  });
});

describe('/app', () => {
  it('shows the iOS and Android links and the operator QR picture', async () => {
    mockFetch({
      '/api/app': appInfo({
        ios_download_url: 'https://dl.example/ios',
        android_download_url: 'https://dl.example/tg.apk',
        ios_download_qrcode: 'https://cdn.example/qr.png',
      }),
      '/api/bannerList': () => ok([]),
    });
    renderWithApp(<AppScreen location={loc('#/app')} />);
    expect(await screen.findByRole('link', { name: 'iOS 下载' })).toHaveAttribute('href', 'https://dl.example/ios');
    expect(screen.getByRole('link', { name: 'Android 下载' })).toHaveAttribute('href', 'https://dl.example/tg.apk');
    expect(await screen.findByAltText('下载二维码')).toHaveAttribute('src', 'https://cdn.example/qr.png');
  });

  it('without a QR picture draws one from the link', async () => {
    mockFetch({
      '/api/app': appInfo({ android_download_url: 'https://dl.example/tg.apk' }),
      '/api/bannerList': () => ok([]),
    });
    renderWithApp(<AppScreen location={loc('#/app')} />);
    // The site's own address may be drawn first, until the settings answer.
    await waitFor(() =>
      expect(screen.getByAltText('下载二维码')).toHaveAttribute('data-qr-text', 'https://dl.example/tg.apk'),
    );
    expect(screen.getByAltText('下载二维码').getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  });

  it('what the QR carries, and the 3 s banners', () => {
    expect(qrText({ ios: '', android: '', site: 'https://m.example' })).toBe('https://m.example');
    expect(qrText({ ios: 'https://i.example', android: 'https://a.example', site: 'https://m.example' })).toBe(
      'https://i.example',
    );
    expect(APP_BANNER_INTERVAL_MS).toBe(3000);
  });

  it('on iOS Safari it shows the add-to-home-screen steps', async () => {
    const ua = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      );
    mockFetch({ '/api/app': appInfo(), '/api/bannerList': () => ok([]) });
    renderWithApp(<AppScreen location={loc('#/app')} />);
    expect(await screen.findByRole('region', { name: '添加到主屏幕（iPhone / iPad）' })).toBeInTheDocument();
    ua.mockRestore();
  });
});
