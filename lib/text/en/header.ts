import type { header as zh } from '../catalogue/header';
import type { Translation } from '../translation';

export const header: Translation<typeof zh> = {
  refresh: 'Refresh balance',
};
