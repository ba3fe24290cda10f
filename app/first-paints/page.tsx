import { FirstPaints } from '@/components/app/first-paints';

/** Build only: scripts/first-paints.mjs extracts the routes' first paints and removes this page. */
export default function Page() {
  return <FirstPaints />;
}
