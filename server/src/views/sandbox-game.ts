/**
 * The sandbox game page (demo mode): what a real venue's game would show in the app's frame.
 * The venue, that it is a demo, the player, the balance of their venue wallet and the venue's
 * game (views/venue-game.ts). Plain HTML and CSS, no script, nothing from elsewhere.
 */
import { formatCents } from '../lib/money.ts';
import type { SandboxGameView } from '../domain/games/sandbox-game.ts';
import { DEMO_TAG, demoPage, escapeHtml, row } from './html.ts';
import { VENUE_GAME_CSS, venueGameSection, type RoundNotice } from './venue-game.ts';

/**
 * Any site may frame the page: the app may be served from a CDN origin other than this server's
 * (a real venue's game page is framed cross-origin the same way). Its one form posts back here
 * and carries its own play session (no cookie), so framing grants nothing.
 */
export const GAME_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors *";

const CSS = `
    .venue { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
    .kind { font-size: 12px; color: #1d4ed8; background: #dbeafe; border-radius: 4px; padding: 2px 6px; }
    .table { margin-top: 16px; height: 110px; border-radius: 16px; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
      background: radial-gradient(circle at 50% 40%, #15803d, #14532d); color: #ecfdf5; box-shadow: inset 0 0 0 6px #a16207; }
    .table strong { font-size: 18px; letter-spacing: 2px; }
    .table small { font-size: 12px; opacity: .8; }
    .money .row { align-items: center; }
    .money b { font-size: 18px; color: #b45309; }`;

export function sandboxGamePage(view: SandboxGameView, round: { stake?: string; last?: RoundNotice } = {}): string {
  const rows = [row('玩家', view.username), ...(view.gameCode ? [row('游戏', view.gameCode)] : [])].join('\n      ');
  const kind = view.categoryName ? `<span class="kind">${escapeHtml(view.categoryName)}</span>` : '';
  return demoPage({
    title: `${view.venueName}（演示场馆）`,
    css: CSS + VENUE_GAME_CSS,
    body: `${DEMO_TAG}
    <div class="venue"><h1>${escapeHtml(view.venueName)}</h1>${kind}</div>
    <p class="hint">演示场馆：这里是沙盒游戏页，真实场馆的游戏会在此处打开。</p>
    <div class="table" aria-hidden="true"><strong>${escapeHtml(view.venueName)}</strong><small>演示游戏画面</small></div>
    <div class="card">
      ${rows}
      <div class="money">${row('场馆余额', `¥${formatCents(view.balance)}`, 'venue-balance')}</div>
    </div>
    ${venueGameSection({ game: view.game, session: view.session, ...round })}
    <p class="hint">场馆余额即您在本场馆钱包中的金额。点击应用中的“更多”可在中心钱包与本场馆之间转账。</p>`,
  });
}

export function expiredGamePage(): string {
  return demoPage({
    title: '游戏链接已失效',
    body: `${DEMO_TAG}
    <h1>游戏链接已失效</h1>
    <p class="notice bad">该游戏链接已使用或已过期。</p>
    <p class="hint">为保障账户安全，每个游戏链接只能打开一次，且几分钟后失效。请返回应用重新进入游戏。</p>`,
  });
}
