import '@testing-library/jest-dom';
import { installSessionExpiry } from '@/lib/session-expiry';
import { forgetAppInfoForTests } from '@/lib/api/app';
import { setExtensionsForTests } from '@/lib/api/backend';
import { ALL_EXTENSIONS } from '@/contract/common/extensions';

// The app root installs the expired-session rule; screens rendered alone in tests get it here.
installSessionExpiry();

// jsdom has <dialog> without its methods: open and close it as a browser does, minus the top layer.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom draws no canvas: a moment's confetti (lib/ui/celebration.ts) is a no-op in tests;
// __tests__/ui/celebrate.test.ts mocks it its own way to watch the calls.
jest.mock('canvas-confetti', () => {
  const fire = () => Promise.resolve(null);
  return { __esModule: true, default: Object.assign(fire, { create: () => Object.assign(fire, { reset() {} }) }) };
});

// Tests run against the reference server's back end, which announces every extension; a test of a
// legacy back end says so (legacyBackend() in __tests__/support/render.tsx).
beforeEach(() => {
  setExtensionsForTests(ALL_EXTENSIONS);
  forgetAppInfoForTests();
});
