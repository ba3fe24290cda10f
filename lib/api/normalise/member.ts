/**
 * The member: user info, site settings, login answers.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { toCents } from '@/lib/money';
import { assetUrl } from '@/lib/config';
import { flag, int, isObject, str } from './scalars';
import { toProtection } from './restriction';
import { EXTENSIONS_FIELD, parseExtensions } from '@/contract/common/extensions';
import type { AppInfo, LoginResult, User } from '../types';
import type { WireAppInfo } from '@/contract/content/schemas';
import type { WireUser } from '@/contract/member/schemas';
import type { WireLoginData } from '@/contract/session/schemas';

/** VIP level: the text after 'P' in current_vip wins over `vip` (docs/API.md#user). */
export function vipLevel(w: Pick<WireUser, 'vip' | 'current_vip'>): number {
  const m = /P(\d+)/i.exec(str(w.current_vip));
  const level = m ? int(m[1]) : int(w.vip, 1);
  return Math.min(10, Math.max(1, level || 1));
}

/** What a member is before any answer said otherwise. */
const NO_USER: User = {
  id: null,
  username: '',
  realname: '',
  avatar: '',
  balance: toCents(0),
  gameBalance: toCents(0),
  rebate: toCents(0),
  paysum: toCents(0),
  totalGame: toCents(0),
  vip: 1,
  joinDays: 0,
  isAgent: false,
  mobile: '',
  email: '',
  birthday: '',
  autoTransfer: false,
  usdtRate: '',
  withdrawUsdtRate: '',
  feeErc20: '',
  feeTrc20: '',
  isTrial: false,
  hasPayPassword: null,
  protection: null,
};

/** Each UI field from the wire keys it is read from; a field whose keys are all absent is not in a patch. */
const FIELDS: { [K in keyof User]: [keys: (keyof WireUser)[], read: (w: WireUser) => User[K]] } = {
  id: [['id'], (w) => (w.id === null ? null : int(w.id))],
  username: [['username'], (w) => str(w.username)],
  realname: [['realname'], (w) => str(w.realname)],
  avatar: [['avatar'], (w) => assetUrl(str(w.avatar))],
  balance: [['balance'], (w) => toCents(w.balance)],
  gameBalance: [['gameblance'], (w) => toCents(w.gameblance)],
  rebate: [['fanshui'], (w) => toCents(w.fanshui)],
  paysum: [['paysum'], (w) => toCents(w.paysum)],
  totalGame: [['totalgame'], (w) => toCents(w.totalgame)],
  // A legacy refresh sends `vip` (a row id) without `current_vip`: only current_vip names the level
  // for sure, so a patch takes the level from it alone (toUser falls back to `vip`).
  vip: [['current_vip'], vipLevel],
  joinDays: [['joinday'], (w) => int(w.joinday)],
  isAgent: [['isagent'], (w) => flag(w.isagent)],
  mobile: [['mobile'], (w) => str(w.mobile)],
  email: [['email'], (w) => str(w.email)],
  birthday: [['birthday'], (w) => str(w.birthday)],
  autoTransfer: [['transferstatus'], (w) => flag(w.transferstatus)],
  usdtRate: [['usdtrate'], (w) => str(w.usdtrate)],
  withdrawUsdtRate: [['withdrawusdtrate'], (w) => str(w.withdrawusdtrate)],
  feeErc20: [['withdrawcashfee'], (w) => str(w.withdrawcashfee)],
  feeTrc20: [['withdrawfeeusdttrc'], (w) => str(w.withdrawfeeusdttrc)],
  isTrial: [['is_trial'], (w) => flag(w.is_trial)],
  hasPayPassword: [['has_paypassword'], (w) => flag(w.has_paypassword)],
  // Only while restricted; an answer without it says nothing here (a legacy refresh is a subset):
  // /api/user, which is whole, makes its absence "open" (lib/api/user.ts loadUser).
  protection: [['protection'], (w) => toProtection(w.protection)],
};

/**
 * Only what this answer says (docs/API.md#refreshusermoney): a legacy refresh lacks paysum,
 * totalgame, isagent and the VIP fields, and a legacy /api/user lacks id, so answers are merged
 * into the stored user (lib/session.ts mergeUser), never replace it.
 */
export function toUserPatch(w: WireUser | null | undefined): Partial<User> {
  if (!isObject(w)) return {};
  const patch: Partial<Record<keyof User, unknown>> = {};
  for (const [field, [keys, read]] of Object.entries(FIELDS) as [keyof User, (typeof FIELDS)[keyof User]][]) {
    if (keys.some((k) => w[k] !== undefined)) patch[field] = (read as (x: WireUser) => unknown)(w);
  }
  return patch as Partial<User>;
}

/** A user known only by what a login answer said (its /api/user read failed): the rest arrives later. */
export const blankUser = (known: Partial<User>): User => ({ ...NO_USER, ...known });

/** A whole user from one answer (missing fields take their empty value). */
export function toUser(w: WireUser): User {
  return { ...NO_USER, vip: vipLevel(w), ...toUserPatch(w) };
}

export function toAppInfo(w: WireAppInfo | null | undefined): AppInfo {
  const a = isObject(w) ? w : {};
  return {
    title: str(a.title),
    // Newer builds show maintenance only for 0/'0'; an empty value must not blank the app.
    siteOpen: !(a.site_state === 0 || a.site_state === '0'),
    repairTips: str(a.repair_tips),
    redPacketOn: flag(a.redpacket_switch),
    indexModal: flag(a.index_modal),
    webContent: str(a.webcontent),
    siteLogo: assetUrl(str(a.site_logo)),
    h5Url: str(a.h5_url),
    iosDownloadUrl: str(a.ios_download_url),
    iosDownloadQr: assetUrl(str(a.ios_download_qrcode)),
    androidDownloadUrl: str(a.android_download_url).trim(),
    bigStageUrl: str(a.big_stage_url).trim(),
    sponsorUrls: { 1: str(a.sponsor_url_1).trim(), 2: str(a.sponsor_url_2).trim() },
    trialEnabled: a.trial_enabled === undefined ? null : flag(a.trial_enabled),
    vipPageUrl: str(a.vip_page_url).trim(),
    demoSite: a.site_mode === 'demo',
    extensions: [...parseExtensions(a[EXTENSIONS_FIELD])],
  };
}

/**
 * A login, registration or trial answer. The member id comes as `id` (ours, and a legacy register's
 * whole user row) or `user_id` (a later server rewrite); a legacy login sends neither (null).
 */
export function toLogin(w: WireLoginData | null | undefined): LoginResult | null {
  if (!isObject(w)) return null;
  const token = str(w.api_token || w.token);
  const id = int(w.id ?? w.user_id);
  return token
    ? { token, username: str(w.username), id: id > 0 ? id : null, protection: toProtection(w.protection) }
    : null;
}
