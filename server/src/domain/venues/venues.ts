/**
 * Venues as the wallet sees them: the enabled game platforms (site_state 1), in hall order,
 * each with the adapter that holds its balances.
 */
import { one, type Queryable } from '../../db/types.ts';
import { venueAdapter, type VenueAdapter } from './adapter.ts';
import './sandbox.ts';

export interface Venue {
  platform: string;
  name: string;
  adapter: VenueAdapter;
}

export interface VenueRow {
  platform_name: string;
  name: string;
  adapter: string;
}

export function toVenue(row: VenueRow): Venue {
  return { platform: row.platform_name, name: row.name, adapter: venueAdapter(row.adapter) };
}

/** Bounded: a hall never has more platforms than this. */
const MAX_VENUES = 200;

export async function listVenues(q: Queryable): Promise<Venue[]> {
  const rows = await q.query<VenueRow>(
    `SELECT platform_name, name, adapter FROM game_platforms WHERE site_state = 1 ORDER BY sort, id LIMIT ${MAX_VENUES}`,
  );
  return rows.map(toVenue);
}

/** An enabled venue by its platform name (case-insensitive), or null. */
/** What a platform name sent by a client may look like (anything else names no venue). */
export const PLATFORM_RE = /^[A-Za-z0-9_-]{1,40}$/;

export async function findVenue(q: Queryable, platform: string): Promise<Venue | null> {
  if (!PLATFORM_RE.test(platform)) return null;
  const row = await one<VenueRow>(
    q,
    'SELECT platform_name, name, adapter FROM game_platforms WHERE platform_name = lower($1) AND site_state = 1',
    [platform],
  );
  return row ? toVenue(row) : null;
}

/** Every venue balance of a player, in list order, asking each adapter once for its venues. */
export async function venueBalances(
  q: Queryable,
  userId: number,
  venues: readonly Venue[],
): Promise<Map<string, bigint>> {
  const byAdapter = new Map<VenueAdapter, string[]>();
  for (const v of venues) byAdapter.set(v.adapter, [...(byAdapter.get(v.adapter) ?? []), v.platform]);
  const result = new Map<string, bigint>();
  for (const [adapter, platforms] of byAdapter) {
    for (const [platform, balance] of await adapter.balances(q, userId, platforms)) result.set(platform, balance);
  }
  return result;
}
