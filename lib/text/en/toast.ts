import type { toast as zh } from '../catalogue/toast';
import type { Translation } from '../translation';

export const toast: Translation<typeof zh> = {
  serverError: 'Server error. Please try again later',
};
