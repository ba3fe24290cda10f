/**
 * The member: user info, site settings, login answers.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { toCents } from '@/lib/money';
import { assetUrl } from '@/lib/config';
import { flag, int, isObject, str } from './scalars';
import { parseExtensions } from '@/contract/common/extensions';
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

export function toUser(w: WireUser): User {
  return {
    id: w.id === undefined || w.id === null ? null : int(w.id),
    username: str(w.username),
    realname: str(w.realname),
    avatar: assetUrl(str(w.avatar)),
    balance: toCents(w.balance),
    gameBalance: toCents(w.gameblance),
    rebate: toCents(w.fanshui),
    paysum: toCents(w.paysum),
    totalGame: toCents(w.totalgame),
    vip: vipLevel(w),
    joinDays: int(w.joinday),
    isAgent: flag(w.isagent),
    mobile: str(w.mobile),
    email: str(w.email),
    birthday: str(w.birthday),
    autoTransfer: flag(w.transferstatus),
    usdtRate: str(w.usdtrate),
    withdrawUsdtRate: str(w.withdrawusdtrate),
    feeErc20: str(w.withdrawcashfee),
    feeTrc20: str(w.withdrawfeeusdttrc),
    isTrial: flag(w.is_trial),
  };
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
    trialEnabled: a.trial_enabled === undefined ? null : flag(a.trial_enabled),
    vipPageUrl: str(a.vip_page_url).trim(),
    demoSite: a.site_mode === 'demo',
    extensions: [...parseExtensions(a.extensions)],
  };
}

export function toLogin(w: WireLoginData | null | undefined): LoginResult | null {
  if (!isObject(w)) return null;
  const token = str(w.api_token || w.token);
  return token ? { token, username: str(w.username) } : null;
}
