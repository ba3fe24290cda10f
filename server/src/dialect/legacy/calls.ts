/**
 * The calls the operators' existing (legacy) servers answer, with their exact case and method
 * (docs/API.md#legacy-dialect). The legacy dialect answers these and nothing else under /api/.
 */

/**
 * The request headers the legacy servers' CrossHttp middleware allows (plugins/external/cors.ts: exactly
 * these in the legacy dialect, these and Idempotency-Key in ours).
 */
export const LEGACY_HEADERS: readonly string[] = [
  'Origin',
  'Content-Type',
  'Cookie',
  'X-CSRF-TOKEN',
  'Accept',
  'Authorization',
  'X-XSRF-TOKEN',
  'Lang',
  'Accept-Language',
];

/** GET also answers HEAD (as Laravel's GET routes do); ANY is GET or POST, the methods clients send. */
export type LegacyMethods = 'GET' | 'POST' | 'ANY' | 'GET+POST';

const GET_ONLY = [
  '/api/game/list',
  '/api/getAgentLoginUrl',
  '/api/getVisitUrl',
  '/api/get_pay_way',
  '/api/userredpacket',
];

const ANY = ['/api/homenotice', '/api/getpaybank', '/api/getPayRange', '/api/redpacket'];

const POST_ONLY = [
  // site and content
  '/api/app',
  '/api/bannerList',
  '/api/noticeList',
  '/api/article',
  '/api/message',
  '/api/showmessage',
  '/api/getservicerurl',
  // accounts and profile
  '/api/login_pc',
  '/api/login',
  '/api/register',
  '/api/logoff',
  '/api/user',
  '/api/refreshusermoney',
  '/api/balance',
  '/api/editPassword',
  '/api/editPayPassword',
  '/api/editRealname',
  '/api/updateuserinfo',
  '/api/uploadimg',
  '/api/applyagentdo',
  // games and wallet
  '/api/getGameUrl',
  '/api/gamelistBycode',
  '/api/balancelist',
  '/api/transfer',
  '/api/transall',
  '/api/uptransferstatus',
  // deposits, withdrawals, cards, records
  '/api/banklist',
  '/api/recharge',
  '/api/payinfo',
  '/api/getBetAmount',
  '/api/withdraw',
  '/api/getcard',
  '/api/bindcard',
  '/api/delcard',
  '/api/betrecord',
  '/api/gettransrecord',
  // activities
  '/api/activitytype',
  '/api/activitylist',
  '/api/activitydeatil',
  '/api/doactivityapply',
  '/api/activityApplyLog',
  // lottery rooms
  '/api/lotteryList',
  '/api/lotteryOrder',
  '/api/dailyReport',
  // VIP, red packets, rebates
  '/api/uservip',
  '/api/douserredpacket',
  '/api/getfanshui',
  '/api/dofanshui',
];

export const LEGACY_CALLS: ReadonlyMap<string, LegacyMethods> = new Map<string, LegacyMethods>([
  ...GET_ONLY.map((path) => [path, 'GET'] as const),
  ...ANY.map((path) => [path, 'ANY'] as const),
  ...POST_ONLY.map((path) => [path, 'POST'] as const),
  // POST {name}: a lottery's rooms; GET ?room_id=: one room.
  ['/api/lotteryRoom', 'GET+POST'],
]);

const ALLOWED: Record<LegacyMethods, readonly string[]> = {
  GET: ['GET', 'HEAD'],
  POST: ['POST'],
  ANY: ['GET', 'HEAD', 'POST'],
  'GET+POST': ['GET', 'HEAD', 'POST'],
};

/** The HTTP methods a legacy call answers (the `Allow` header of its 405). */
export function allowedMethods(methods: LegacyMethods): readonly string[] {
  return ALLOWED[methods];
}
