/**
 * The game hall (/api/game/list): platforms by category. Rows with site_state 0 are hidden here;
 * app_state travels to the client, which shows only app_state 1 (docs/API.md#gamelist).
 */
import type { WireGame } from '../../../../contract/games/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { uploadUrl } from '../../lib/urls.ts';

export const CATEGORIES = ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'fishing'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

interface PlatformRow {
  name: string;
  platform_name: string;
  category_id: string;
  game_code: string;
  app_state: number;
  logo: string;
}

export interface GameFilter {
  category?: string;
  platform?: string;
}

export async function listGames(q: Queryable, filter: GameFilter, origin: string): Promise<WireGame[]> {
  const where = ['site_state = 1'];
  const params: unknown[] = [];
  if (filter.category) {
    params.push(filter.category);
    where.push(`category_id = $${params.length}`);
  }
  if (filter.platform) {
    params.push(filter.platform.toLowerCase());
    where.push(`platform_name = $${params.length}`);
  }
  const rows = await q.query<PlatformRow>(
    `SELECT name, platform_name, category_id, game_code, app_state, logo FROM game_platforms
     WHERE ${where.join(' AND ')} ORDER BY sort, id LIMIT 200`,
    params,
  );
  return rows.map((row) => {
    const logo = uploadUrl(origin, row.logo);
    return {
      name: row.name,
      platform_name: row.platform_name,
      category_id: row.category_id,
      game_code: row.game_code,
      app_state: row.app_state,
      check_yes_img: logo,
      check_no_img: logo,
      api_logo_img: logo,
      mobile_img: logo,
      type_name: CATEGORY_NAMES[row.category_id as Category] ?? '',
    };
  });
}

export const CATEGORY_NAMES: Record<Category, string> = {
  realbet: '真人视讯',
  joker: '棋牌游戏',
  gaming: '电子竞技',
  sport: '体育赛事',
  lottery: '彩票游戏',
  concise: '电子游艺',
  fishing: '捕鱼游戏',
};
