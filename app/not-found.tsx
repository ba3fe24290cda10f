import { AppRoot } from '@/components/app/app-root';

/**
 * Exported as 404.html: the same app as the page, whose start-up URL fix sends a real path like
 * /login to /#/login and anything else to the hall. One app for both keeps the two pages on the same
 * chunks (a second entry with its own imports would make index.html load duplicated code).
 */
export default function NotFound() {
  return <AppRoot />;
}
