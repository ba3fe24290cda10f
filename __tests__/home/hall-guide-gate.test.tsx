import { act, screen } from '@testing-library/react';
import HallScreen from '@/components/screens/home/hall-screen';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';

// The factory runs when the guide's chunk is first imported: the count is the download.
let loaded = 0;
jest.mock('@/components/home/a2hs-guide', () => {
  loaded += 1;
  return { A2hsGuide: () => <p>guide</p> };
});

beforeAll(() => {
  Object.assign(window, { ResizeObserver: class {}, IntersectionObserver: class {} });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  resetApp('#/');
  mockFetch({
    '/api/app': () => ok({ site_state: '1', index_modal: '0' }),
    '/api/bannerList': () => ok([]),
    '/api/homenotice': () => ok([]),
    '/api/game/list': () => ok([]),
  });
});

it('loads the add-to-home-screen guide only once the browser offers an install', async () => {
  renderWithApp(<HallScreen location={loc('#/')} />);
  await act(() => new Promise((r) => setTimeout(r, 100)));
  // Not iOS Safari and no `beforeinstallprompt` yet: nothing to guide, nothing downloaded.
  expect(loaded).toBe(0);
  expect(screen.queryByText('guide')).toBeNull();
  act(() => {
    window.dispatchEvent(new Event('beforeinstallprompt'));
  });
  expect(await screen.findByText('guide')).toBeInTheDocument();
  expect(loaded).toBe(1);
});
