// Public surface of the PWA pieces: the layout mounts ServiceWorkerPrompt; the home
// screen's add-to-home-screen guide uses useInstallPrompt.
export { ServiceWorkerPrompt } from './service-worker-prompt';
export { UpdateBanner } from './update-banner';
export { useInstallPrompt } from './use-install-prompt';
export {
  createInstallPromptStore,
  getInstallPromptStore,
  type BeforeInstallPromptEvent,
  type InstallOutcome,
  type InstallPromptState,
  type InstallPromptStore,
} from './install-prompt-store';
