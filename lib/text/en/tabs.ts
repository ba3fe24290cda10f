import type { tabs as zh } from '../catalogue/tabs';
import type { Translation } from '../translation';

export const tabs: Translation<typeof zh> = {
  service: 'Support',
  hall: 'Lobby',
  discover: 'Discover',
  offers: 'Offers',
  mine: 'Me',
  navLabel: 'Main navigation',
};
