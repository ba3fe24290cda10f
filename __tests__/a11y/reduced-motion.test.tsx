/**
 * docs/SCREENS.md#keyboard: the hall banner turns by itself only for a player who has not asked
 * for reduced motion, and not while hovered or focused; 上一张 / 下一张 turn it without a swipe.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { prefersReducedMotion } from '@/lib/ui/use-reduced-motion';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

let reduce = false;

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
  // jsdom has no PointerEvent: a MouseEvent that carries the pointer type.
  window.PointerEvent ??= class extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  } as unknown as typeof PointerEvent;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduce : false,
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
  resetApp();
  reduce = false;
});

const three = [
  { src: 'https://cdn.example/b1.jpg', title: '一' },
  { src: 'https://cdn.example/b2.jpg', title: '二' },
  { src: 'https://cdn.example/b3.jpg', title: '三' },
];
const engineOn = () => document.querySelector('[aria-roledescription="carousel"][data-engine="on"]');
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('banner carousel and reduced motion', () => {
  it('reads the wish from the media query', () => {
    expect(prefersReducedMotion()).toBe(false);
    reduce = true;
    expect(prefersReducedMotion()).toBe(true);
  });

  it('with reduced motion the timer never turns the banners', async () => {
    reduce = true;
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(<BannerCarousel intervalMs={100} />);
    await screen.findByRole('img', { name: '一' });
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-running', 'off');
    await wait(400);
    expect(engineOn()).toBeNull();
    expect(screen.getByTestId('banner-counter')).toHaveTextContent('1/3');
  });

  it('without it the timer turns them (the control case)', async () => {
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(<BannerCarousel intervalMs={100} />);
    await screen.findByRole('img', { name: '一' });
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-running', 'on');
    await waitFor(() => expect(engineOn()).not.toBeNull(), { timeout: 3000 });
  });

  it('holds still while the keyboard focus is inside, and turns again when it leaves', async () => {
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(
      <>
        <BannerCarousel intervalMs={100} />
        <button type="button">别处</button>
      </>,
    );
    await screen.findByRole('img', { name: '一' });
    const carousel = screen.getByTestId('banner-carousel');
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    expect(carousel).toHaveAttribute('data-running', 'off');
    await wait(400);
    expect(engineOn()).toBeNull();
    act(() => screen.getByRole('button', { name: '别处' }).focus());
    expect(carousel).toHaveAttribute('data-running', 'on');
  });

  it('holds still under a mouse pointer', async () => {
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(<BannerCarousel intervalMs={100} />);
    await screen.findByRole('img', { name: '一' });
    const carousel = screen.getByTestId('banner-carousel');
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    expect(carousel).toHaveAttribute('data-running', 'off');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    expect(carousel).toHaveAttribute('data-running', 'on');
  });

  it('下一张 turns the banners with the keyboard, even with reduced motion', async () => {
    reduce = true;
    mockFetch({ '/api/bannerList': () => ok(three) });
    renderWithApp(<BannerCarousel intervalMs={60_000} />);
    await screen.findByRole('img', { name: '一' });
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    await waitFor(() => expect(engineOn()).not.toBeNull());
    expect(screen.getByRole('button', { name: '上一张' })).toBeInTheDocument();
  });
});
