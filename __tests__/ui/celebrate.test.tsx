/**
 * The moments' celebration (lib/ui/celebrate.ts): its confetti chunk is loaded only when a moment
 * happens, never under prefers-reduced-motion, and the news is announced politely either way,
 * through the toaster's live region (the app's one), inside the open modal when there is one.
 */
import type { act as Act } from '@testing-library/react';

const mockChunkLoaded = jest.fn();
const mockFire = Object.assign(
  jest.fn(() => Promise.resolve()),
  { reset: jest.fn() },
);
const mockCreate = jest.fn(() => mockFire);

jest.mock('canvas-confetti', () => {
  mockChunkLoaded();
  return { __esModule: true, default: { create: mockCreate } };
});

function reducedMotion(on: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: on && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/**
 * A fresh module graph per test (the confetti chunk counts as loaded once per graph), React and
 * the testing library included so the toaster renders with the same React.
 */
let act: typeof Act;
async function setUp() {
  const library = await import('@testing-library/react/pure');
  act = library.act;
  const { celebrate } = await import('@/lib/ui/celebrate');
  const { Toaster } = await import('@/components/ui/toaster');
  const { pushDialog } = await import('@/lib/ui/dialog-stack');
  library.render(<Toaster />);
  return { celebrate, pushDialog };
}

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  document.body.innerHTML = '';
});

it('loads the confetti code only when a moment happens', async () => {
  reducedMotion(false);
  const { celebrate } = await setUp();
  expect(mockChunkLoaded).not.toHaveBeenCalled();
  await act(() => celebrate('恭喜！抢到 ¥8.88'));
  expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
  expect(mockCreate).toHaveBeenCalledTimes(1);
  // Two bursts of ~1.5 s (100 frames) on a canvas that takes no input, removed afterwards.
  expect(mockFire).toHaveBeenCalledWith(expect.objectContaining({ ticks: 100 }));
  expect(document.querySelector('canvas')).toBeNull();
});

it('under prefers-reduced-motion: no confetti at all, only the announcement in the one live region', async () => {
  jest.useFakeTimers();
  reducedMotion(true);
  const { celebrate } = await setUp();
  await act(() => celebrate('恭喜！抢到 ¥8.88'));
  expect(mockChunkLoaded).not.toHaveBeenCalled();
  expect(mockFire).not.toHaveBeenCalled();
  const regions = document.querySelectorAll('[aria-live]');
  expect(regions).toHaveLength(1);
  const said = regions[0]!.querySelector('[data-kind="announce"]');
  expect(said).toHaveTextContent('恭喜！抢到 ¥8.88');
  expect(said).toHaveClass('sr-only');
  // Heard for a while, then gone.
  act(() => jest.advanceTimersByTime(5_100));
  expect(regions[0]!.querySelector('[data-kind="announce"]')).toBeNull();
  jest.useRealTimers();
});

it('announces inside the open modal, whose page underneath is inert', async () => {
  reducedMotion(true);
  const { celebrate, pushDialog } = await setUp();
  const dialog = document.createElement('dialog');
  document.body.append(dialog);
  act(() => pushDialog(dialog));
  await act(() => celebrate('恭喜晋级 VIP3！'));
  expect(dialog.querySelector('[aria-live] [data-kind="announce"]')).toHaveTextContent('恭喜晋级 VIP3！');
  expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
});
