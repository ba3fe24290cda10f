import type { maintenance as zh } from '../catalogue/maintenance';
import type { Translation } from '../translation';

export const maintenance: Translation<typeof zh> = {
  title: 'Under maintenance',
  fallback: "We're down for maintenance. Please come back later",
};
