/**
 * Site settings: the legacy `system_config` key/value strings (site state, texts, rates).
 */
import type { Queryable } from '../../db/types.ts';
import { sanitiseRichHtml } from '../activities/html.ts';
import { WITHDRAW_DEFAULT_MIN_YUAN } from '../../../../contract/money/rules.ts';

/** Settings that are HTML older clients render raw: sanitised when written and when read. */
const HTML_SETTINGS: ReadonlySet<string> = new Set(['webcontent']);

/** Every key the server knows, with its first-start value. Values are strings on the wire. */
export const DEFAULT_SETTINGS = {
  title: 'TG娱乐城',
  /** "1" open, "0" maintenance. */
  site_state: '1',
  repair_tips: '系统维护中，预计30分钟后恢复，给您带来不便敬请谅解。',
  redpacket_switch: '1',
  fanshui: '1',
  /** Legacy `isclose`: "1" shows the system popup on the home page. */
  index_modal: '1',
  webcontent:
    '<p><strong>欢迎来到TG娱乐城</strong></p><p>本站为演示站点，所有金额均为演示数据，不涉及真实资金。</p><p>如需帮助，请联系在线客服。</p>',
  /** Path under /uploads/ (answers turn it into an absolute URL). */
  site_logo: 'images/logo.svg',
  ios_download_url: '',
  ios_download_qrcode: '',
  h5_url: '',
  /** The Android package link of the /app download page ('' = none). */
  android_download_url: '',
  /**
   * The discover page's 大舞台 link and the two sponsor pages (/zhanzhuye?type=1|2). '' = unset:
   * the demo site then answers its own demo page, the live site '' (domain/site/showcase.ts).
   */
  big_stage_url: '',
  sponsor_url_1: '',
  sponsor_url_2: '',
  /** The operator's VIP rules page that /iframepage frames; '' = the standard VIP page. */
  vip_page_url: '',
  usdtrate: '7.2',
  withdrawusdtrate: '7.3',
  /** TRC20 network fee in USDT (sent to clients as `withdrawfeeusdttrc`: the legacy naming trap). */
  withdraw_cash_fee: '1',
  /** ERC20 network fee in USDT (sent to clients as `withdrawcashfee`). */
  withdraw_fee_usdt_erc: '5',
  /** Bank-transfer deposit range in yuan (legacy system_config min_price / max_price). */
  min_price: '100',
  max_price: '50000',
  /**
   * One withdrawal, in yuan: below min answers 214 单笔取款不能低于100元, above max 215. The default
   * is the one the PWA checks before sending (contract/money/rules.ts).
   */
  withdraw_min: String(WITHDRAW_DEFAULT_MIN_YUAN),
  withdraw_max: '50000',
  /** Turnover (打码量) each approved deposit adds before a withdrawal: deposit × this. "0" = none. */
  withdraw_turnover_multiple: '1',
} as const satisfies Record<string, string>;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
export type Settings = Record<SettingKey, string>;

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(DEFAULT_SETTINGS, key);
}

export async function getSettings(q: Queryable): Promise<Settings> {
  const rows = await q.query<{ key: string; value: string }>('SELECT key, value FROM site_settings');
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const row of rows) if (isSettingKey(row.key)) settings[row.key] = row.value;
  for (const key of HTML_SETTINGS) if (isSettingKey(key)) settings[key] = sanitiseRichHtml(settings[key]);
  return settings;
}

/** Writes the given keys (unknown keys are a programming error, never user input passed through). */
export async function setSettings(q: Queryable, patch: Partial<Settings>): Promise<void> {
  for (const [key, value] of Object.entries(patch)) {
    if (!isSettingKey(key) || typeof value !== 'string') throw new Error(`unknown setting ${key}`);
    await q.query(
      `INSERT INTO site_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, HTML_SETTINGS.has(key) ? sanitiseRichHtml(value) : value],
    );
  }
}

/** First start only: missing keys get their default, operator changes are kept. */
export async function seedSettings(q: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await q.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  }
}

export const SITE_OPEN = '1';
export const SITE_MAINTENANCE = '0';
