import { TextEncoder } from 'node:util';
import { screen, waitFor } from '@testing-library/react';
import AppScreen, { APP_BANNER_INTERVAL_MS, qrText } from '@/components/screens/discover/app-screen';
import DiscoverScreen, { bigStageUrl } from '@/components/screens/discover/discover-screen';
import SponsorPageScreen from '@/components/screens/discover/sponsor-page-screen';
import SponsorsScreen from '@/components/screens/discover/sponsors-screen';
import { setConfigForTests } from '@/lib/config';
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

  it('config.json wins over the app settings; only web links count', () => {
    expect(bigStageUrl('https://a.example', 'https://b.example')).toBe('https://a.example');
    expect(bigStageUrl('', 'https://b.example')).toBe('https://b.example');
    expect(bigStageUrl('javascript:alert(1)', undefined)).toBe('');
  });
});

describe('/zhanzhu and /zhanzhuye', () => {
  it('lists the two sponsors, each linking to its page', () => {
    renderWithApp(<SponsorsScreen location={loc('#/zhanzhu')} />);
    expect(screen.getByRole('link', { name: /赞助伙伴一/ })).toHaveAttribute('href', '#/zhanzhuye?type=1');
    expect(screen.getByRole('link', { name: /赞助伙伴二/ })).toHaveAttribute('href', '#/zhanzhuye?type=2');
  });

  it('frames the configured page of ?type=2', () => {
    setConfigForTests({ sponsorUrls: { '1': 'https://one.example', '2': 'https://two.example' } });
    renderWithApp(<SponsorPageScreen location={loc('#/zhanzhuye?type=2')} />);
    expect(screen.getByTitle('赞助详情')).toHaveAttribute('src', 'https://two.example');
  });

  it('says clearly when the page is not configured', () => {
    renderWithApp(<SponsorPageScreen location={loc('#/zhanzhuye?type=1')} />);
    expect(screen.getByText('该赞助页面暂未开放')).toBeInTheDocument();
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
    const qr = await screen.findByAltText('下载二维码');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(qr).toHaveAttribute('data-qr-text', 'https://dl.example/tg.apk');
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
