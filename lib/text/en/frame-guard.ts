import type { frameGuard as zh } from '../catalogue/frame-guard';
import type { Translation } from '../translation';

export const frameGuard: Translation<typeof zh> = {
  refused: "This link can't be opened",
  refusedHint: 'To keep your account safe, only pages provided by this platform can be opened',
  back: 'Back',
};
