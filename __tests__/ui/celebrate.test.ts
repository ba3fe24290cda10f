/**
 * The moments' celebration (lib/ui/celebrate.ts): its confetti chunk is loaded only when a moment
 * happens, never under prefers-reduced-motion, and the news is announced politely either way.
 */
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

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  document.body.innerHTML = '';
});

it('loads the confetti code only when a moment happens', async () => {
  reducedMotion(false);
  const { celebrate } = await import('@/lib/ui/celebrate');
  expect(mockChunkLoaded).not.toHaveBeenCalled();
  await celebrate('恭喜！抢到 ¥8.88');
  expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
  expect(mockCreate).toHaveBeenCalledTimes(1);
  // Two bursts of ~1.5 s (100 frames) on a canvas that takes no input, removed afterwards.
  expect(mockFire).toHaveBeenCalledWith(expect.objectContaining({ ticks: 100 }));
  expect(document.querySelector('canvas')).toBeNull();
});

it('under prefers-reduced-motion: no confetti at all, only the polite announcement', async () => {
  jest.useFakeTimers();
  reducedMotion(true);
  const { celebrate } = await import('@/lib/ui/celebrate');
  await celebrate('恭喜！抢到 ¥8.88');
  expect(mockChunkLoaded).not.toHaveBeenCalled();
  expect(mockFire).not.toHaveBeenCalled();
  const region = document.querySelector('[role="status"]');
  expect(region).toHaveTextContent('');
  jest.advanceTimersByTime(150);
  expect(region).toHaveTextContent('恭喜！抢到 ¥8.88');
  jest.useRealTimers();
});

it('announces inside the open modal, whose page underneath is inert', async () => {
  reducedMotion(true);
  jest.useFakeTimers();
  const { celebrate } = await import('@/lib/ui/celebrate');
  const { pushDialog } = await import('@/lib/ui/dialog-stack');
  const dialog = document.createElement('dialog');
  document.body.append(dialog);
  pushDialog(dialog);
  await celebrate('恭喜晋级 VIP3！');
  jest.advanceTimersByTime(150);
  expect(dialog.querySelector('[role="status"]')).toHaveTextContent('恭喜晋级 VIP3！');
  jest.useRealTimers();
});
