/**
 * The playable part of the sandbox game page: the venue's game (dice, slot or match), its
 * published house edge, the stake and the choices as one form posting back to us, and the last
 * round's result. Plain HTML, no script: each choice is a submit button; the round id is new on
 * every page, so a resent form replays its own round and never plays twice.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from '../domain/venue-games/games.ts';
import { formatEdge } from '../domain/venue-games/games.ts';
import { formatCents } from '../lib/money.ts';
import { escapeHtml } from './html.ts';
import { SANDBOX_PLAY_PATH, VENUE_STAKE_LIMITS } from '../../../contract/sandbox/rules.ts';

export const VENUE_GAME_CSS = `
    .game { margin-top: 16px; background: #fff; border-radius: 12px; padding: 12px 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
    .game h2 { font-size: 16px; margin: 0 0 4px; }
    .edge { font-size: 12px; color: #4b5563; }
    .stake { display: flex; align-items: center; gap: 8px; margin: 12px 0; font-size: 14px; }
    .stake input { flex: 1; height: 40px; border: 1px solid #d1d5db; border-radius: 8px; padding: 0 10px; font-size: 16px; }
    .choices { display: flex; gap: 8px; flex-wrap: wrap; }
    .choices button { flex: 1; min-width: 88px; min-height: 44px; border: 0; border-radius: 10px; background: #e8414d; color: #fff; font-size: 15px; font-weight: 600; }
    .result { margin-top: 12px; padding: 10px 12px; border-radius: 8px; font-size: 14px; }
    .win { background: #dcfce7; color: #166534; } .lose { background: #f3f4f6; color: #374151; }`;

export type RoundNotice =
  { kind: 'result'; won: boolean; stake: bigint; payout: bigint; detail: string } | { kind: 'refused'; text: string };

function notice(n: RoundNotice | undefined): string {
  if (!n) return '';
  if (n.kind === 'refused') return `<p class="notice bad" id="round-result">${escapeHtml(n.text)}</p>`;
  const text = n.won ? `赢 ¥${formatCents(n.payout)}` : `未中奖，下注 ¥${formatCents(n.stake)}`;
  return `<p class="result ${n.won ? 'win' : 'lose'}" id="round-result"><b>${escapeHtml(text)}</b><br>${escapeHtml(n.detail)}</p>`;
}

/** '' for a venue without a game. */
export function venueGameSection(input: {
  game: Game | null;
  session: string;
  stake?: string;
  last?: RoundNotice;
}): string {
  const { game } = input;
  if (!game) return notice(input.last);
  const choices = Object.entries(game.choices)
    .map(
      ([value, label]) =>
        `<button type="submit" name="choice" value="${escapeHtml(value)}">${escapeHtml(label)}</button>`,
    )
    .join('');
  return `<section class="game" aria-label="${escapeHtml(game.name)}">
      <h2>${escapeHtml(game.name)}</h2>
      <p class="edge">返还率 ${formatEdge(1 - game.houseEdge)} · 庄家优势 ${formatEdge(game.houseEdge)} · 随机数由服务器加密随机源生成</p>
      ${notice(input.last)}
      <form method="post" action="${SANDBOX_PLAY_PATH}">
        <input type="hidden" name="session" value="${escapeHtml(input.session)}">
        <input type="hidden" name="round" value="${randomUUID()}">
        <label class="stake">下注金额（元）<input name="stake" inputmode="decimal" value="${escapeHtml(input.stake ?? '10')}" aria-label="下注金额" pattern="\\d+(\\.\\d{1,2})?" required></label>
        <div class="choices">${choices}</div>
      </form>
      <p class="hint">每局${VENUE_STAKE_LIMITS.minYuan}-${VENUE_STAKE_LIMITS.maxYuan}元，从本场馆余额扣除，派彩返回本场馆余额。</p>
    </section>`;
}
