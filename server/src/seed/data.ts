/**
 * Demo content seeded on first start, so the product looks like a real site with no outside
 * network. Images are the server's own SVGs under server/assets/uploads/.
 */
import type { Category } from '../domain/games/platforms.ts';

export const DEMO_USERNAME = 'demo001';
/** 1000.00 yuan. */
export const DEMO_CREDIT_CENTS = 100_000n;

export const BANNERS = [
  { image: 'banners/banner1.svg', background: '#1d2b64', title: '新人首存送88元', url: null },
  { image: 'banners/banner2.svg', background: '#5a1e6b', title: '每日红包雨 10:00-12:00', url: null },
  { image: 'banners/banner3.svg', background: '#0f5e4a', title: 'VIP晋级 返水最高1.5%', url: null },
  { image: 'banners/banner4.svg', background: '#7a3b0a', title: '加拿大28 火热开奖中', url: null },
  { image: 'banners/banner5.svg', background: '#7a0d1f', title: '香港六合彩 幸运号码等你来', url: null },
  { image: 'banners/banner6.svg', background: '#0b4d5c', title: '每日返水 有效投注天天返', url: null },
] as const;

/** Oldest first; `hoursAgo` spreads the creation times so "newest first" is visible. */
export const NOTICES = [
  {
    type: 3,
    hoursAgo: 240,
    onHome: false,
    title: '关于防范网络诈骗的温馨提示',
    content: '本站工作人员不会以任何理由索取您的登录密码或取款密码，请勿向他人透露。',
  },
  {
    type: 1,
    hoursAgo: 168,
    onHome: false,
    title: '账户安全升级通知',
    content: '为保障资金安全，建议尽快绑定取款密码与常用银行卡。',
  },
  {
    type: 2,
    hoursAgo: 96,
    onHome: false,
    title: 'VIP晋级礼金活动',
    content: '累计存款与有效投注达标即可晋级，晋级礼金自动发放。',
  },
  {
    type: 3,
    hoursAgo: 48,
    onHome: true,
    title: '充值通道升级公告：USDT充值已支持TRC20与ERC20协议',
    content: 'USDT充值通道已完成升级，支持TRC20与ERC20两种协议，请核对协议后再转账。',
  },
  {
    type: 2,
    hoursAgo: 20,
    onHome: true,
    title: '每日红包雨：10:00-12:00准时开抢，存款越多红包越大',
    content: '活动期间每日10:00-12:00开放领取，按前一日存款计算可领次数。',
  },
  {
    type: 3,
    hoursAgo: 2,
    onHome: true,
    title: '欢迎来到TG娱乐城，本站为演示站点，所有金额均为演示数据',
    content: '欢迎体验！本站为演示站点，不涉及真实资金。如有疑问请联系在线客服。',
  },
] as const;

export interface PlatformSeed {
  platform_name: string;
  name: string;
  category_id: Category;
  game_code: string;
  app_state: 0 | 1;
}

/** Every category of the hall; `pg` is app_state 0 to prove the client-side filter. */
export const PLATFORMS: readonly PlatformSeed[] = [
  { platform_name: 'pc28', name: '加拿大28', category_id: 'lottery', game_code: 'pc28', app_state: 1 },
  { platform_name: 'hk6', name: '香港六合彩', category_id: 'lottery', game_code: 'hk6', app_state: 1 },
  { platform_name: 'ag', name: 'AG真人', category_id: 'realbet', game_code: '', app_state: 1 },
  { platform_name: 'bg', name: 'BG真人', category_id: 'realbet', game_code: '', app_state: 1 },
  { platform_name: 'sbty', name: '沙巴体育', category_id: 'sport', game_code: '', app_state: 1 },
  { platform_name: 'im', name: 'IM体育', category_id: 'sport', game_code: '', app_state: 1 },
  { platform_name: 'obgdy', name: 'OB电子', category_id: 'concise', game_code: '', app_state: 1 },
  { platform_name: 'fgdz', name: 'FG电子', category_id: 'concise', game_code: '', app_state: 1 },
  { platform_name: 'pp', name: 'PP电子', category_id: 'concise', game_code: '', app_state: 1 },
  { platform_name: 'ae', name: 'AE电子', category_id: 'concise', game_code: '', app_state: 1 },
  { platform_name: 'pg', name: 'PG电子', category_id: 'concise', game_code: '', app_state: 0 },
  { platform_name: 'ky', name: '开元棋牌', category_id: 'joker', game_code: '', app_state: 1 },
  { platform_name: 'leg', name: '乐游棋牌', category_id: 'joker', game_code: '', app_state: 1 },
  { platform_name: 'avia', name: '泛亚电竞', category_id: 'gaming', game_code: '', app_state: 1 },
  { platform_name: 'fgby', name: 'FG捕鱼', category_id: 'fishing', game_code: '', app_state: 1 },
  // Added with the lottery rooms: appended so existing rows keep their sort (and images their colours).
  { platform_name: 'bj28', name: '北京28', category_id: 'lottery', game_code: 'bj28', app_state: 1 },
  { platform_name: 'am6', name: '澳门六合彩', category_id: 'lottery', game_code: 'am6', app_state: 1 },
];
