/**
 * Demo activity types and activities (demo mode only); banners are generated SVGs
 * (scripts/gen-activity-assets.ts; their art and colours in scripts/images/promo-art.ts).
 */

export const ACTIVITY_TYPES = ['限时', '新人首存', '日常'] as const;

export interface DemoActivity {
  /** Index into ACTIVITY_TYPES. */
  type: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  /** Yuan; '0' = no bonus. */
  bonus: string;
  applyLimit: number;
  canApply: boolean;
  /** Days from the seed until the end; null = no end. */
  endsInDays: number | null;
}

const RULES = (lines: string[]) => `<ol>${lines.map((l) => `<li>${l}</li>`).join('')}</ol>`;

export const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    type: 1,
    // The amount said in the title and the content is the bonus paid (`bonus`), nothing else.
    title: '新人首存送88元',
    banner: 'activities/first-deposit.svg',
    content:
      '<p><strong>新会员首次存款</strong>满 100 元即可申请 <span style="color: #c8243f">88 元</span>首存彩金。</p>' +
      RULES(['首存金额需达到 100 元', '彩金需完成 10 倍流水方可提款', '每位会员限申请一次']),
    memo: '<p>本活动最终解释权归平台所有。</p>',
    bonus: '88.00',
    applyLimit: 1,
    canApply: true,
    endsInDays: null,
  },
  {
    type: 0,
    title: '周末狂欢 限时加赠',
    banner: 'activities/weekend.svg',
    content: '<p>活动期间每日存款满 500 元，即可申请 <strong>18 元</strong>加赠彩金。</p>',
    memo: '<p>彩金需完成 1 倍流水。活动时间以页面显示为准。</p>',
    bonus: '18.00',
    applyLimit: 3,
    canApply: true,
    endsInDays: 30,
  },
  {
    type: 2,
    title: '每日签到领好礼',
    banner: 'activities/daily.svg',
    content: '<p>每日登录并完成任意一笔有效投注，即可申请签到礼金。</p>',
    memo: '<p>每位会员每天可申请一次，由客服审核后发放。</p>',
    bonus: '5.00',
    applyLimit: 5,
    canApply: true,
    endsInDays: null,
  },
  {
    type: 2,
    title: '真人视讯 连赢奖励',
    banner: 'activities/live-streak.svg',
    content: '<p>真人视讯连赢 8 局及以上，截图联系客服即可领取奖励。</p>',
    memo: '<p>本活动无需在线申请，请联系在线客服。</p>',
    bonus: '0',
    applyLimit: 1,
    canApply: false,
    endsInDays: null,
  },
];
