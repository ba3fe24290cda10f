import { AppRoot } from '@/components/app/app-root';

/** The only page: hosts the hash-route shim. The export renders the hall's skeleton. */
export default function Page() {
  return <AppRoot />;
}
