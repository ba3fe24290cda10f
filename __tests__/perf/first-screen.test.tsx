import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FirstScreen } from '@/components/app/first-screen';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { DEFAULT_BANNER_SRC } from '@/components/home/default-banner';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

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
  // jsdom has no PointerEvent: a MouseEvent carries the clientX a swipe is read from.
  window.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;
  // …and the media queries it reads its options with.
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

beforeEach(() => resetApp());

describe('the exported first screen', () => {
  it('is the hall with build-time defaults: poster banner of fixed size at high priority, visitor box, tabs', () => {
    render(<FirstScreen />);
    const hall = document.querySelector('[data-first="hall"]') as HTMLElement;
    const banner = hall.querySelector('[data-testid="banner-default"] img') as HTMLImageElement;
    expect(banner.getAttribute('src')).toBe(DEFAULT_BANNER_SRC);
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(banner).toHaveAttribute('width', '750');
    expect(banner).toHaveAttribute('height', '320');
    expect(hall).toHaveTextContent('您还未登录，请先登录或注册');
    expect(hall.querySelectorAll('[role="tab"]')).toHaveLength(5);
    // The deep-link placeholder is there too; the inline entry script and CSS pick one of the two.
    expect(document.querySelector('[data-first="screen"]')).not.toBeNull();
  });

  it('needs no data: the static export renders it without any request', () => {
    const fetch = jest.fn();
    Object.assign(global, { fetch });
    const html = renderToString(<FirstScreen />);
    expect(html).toContain('data-first="hall"');
    expect(html).toContain('fetchPriority="high"');
    // The category strip (Headless UI's TabGroup) exports with its first tab chosen.
    const hall = new DOMParser().parseFromString(html, 'text/html');
    const tabs = [...hall.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('live data replaces the build-time defaults', () => {
  it('keeps the poster until the banners arrive, then shows the first live banner in the same box', async () => {
    let answer: (() => void) | undefined;
    const arrived = new Promise<void>((r) => (answer = r));
    mockFetch({
      '/api/bannerList': async () => {
        await arrived;
        return ok([{ src: 'https://cdn.example/b1.jpg', title: '首存' }]);
      },
    });
    renderWithApp(<BannerCarousel />);
    expect(screen.getByTestId('banner-default')).toBeInTheDocument();
    await act(async () => answer?.());
    expect(await screen.findByRole('img', { name: '首存' })).toHaveAttribute('src', 'https://cdn.example/b1.jpg');
    expect(screen.queryByTestId('banner-default')).toBeNull();
    expect(screen.getByTestId('banner-counter')).toHaveTextContent('1/1');
  });
});

describe('pieces after the first screen', () => {
  it('are not in the exported HTML, and appear once the first screen is up', async () => {
    expect(renderToString(<AfterFirstScreen>{<p>更新提示</p>}</AfterFirstScreen>)).toBe('');
    render(<AfterFirstScreen>{<p>更新提示</p>}</AfterFirstScreen>);
    await waitFor(() => expect(screen.getByText('更新提示')).toBeInTheDocument());
  });
});

describe('the carousel engine waits for the banners to move', () => {
  const three = [
    { src: 'https://cdn.example/b1.jpg', title: '一' },
    { src: 'https://cdn.example/b2.jpg', title: '二' },
    { src: 'https://cdn.example/b3.jpg', title: '三' },
  ];
  const slides = () => document.querySelectorAll('[aria-roledescription="slide"]');
  const engineOn = () => document.querySelector('[aria-roledescription="carousel"][data-engine="on"]');

  it('shows the first slide alone, without the engine, until the timer first turns', async () => {
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(<BannerCarousel intervalMs={300} />);
    expect(await screen.findByRole('img', { name: '一' })).toBeInTheDocument();
    expect(slides()).toHaveLength(1);
    expect(screen.queryByRole('img', { name: '二' })).toBeNull();
    expect(engineOn()).toBeNull();
    await waitFor(() => expect(engineOn()).not.toBeNull(), { timeout: 3000 });
    expect(slides()).toHaveLength(3);
  });

  it('a swipe on the still slide brings the engine at once', async () => {
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(<BannerCarousel intervalMs={60_000} />);
    const first = await screen.findByRole('img', { name: '一' });
    fireEvent.pointerDown(first, { clientX: 200 });
    fireEvent.pointerUp(first, { clientX: 120 });
    await waitFor(() => expect(engineOn()).not.toBeNull());
    expect(slides()).toHaveLength(3);
  });

  it('a tap is not a swipe, and one banner never loads the engine', async () => {
    mockFetch({ '/api/bannerList': () => ok(three.slice(0, 1)) });
    renderWithApp(<BannerCarousel intervalMs={100} />);
    const only = await screen.findByRole('img', { name: '一' });
    fireEvent.pointerDown(only, { clientX: 200 });
    fireEvent.pointerUp(only, { clientX: 190 });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(engineOn()).toBeNull();
  });
});
