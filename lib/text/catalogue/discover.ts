/** Discover, the app download page and the sponsor pages. */
export const discover = {
  news: '官方资讯',
  newsHint: '公告、活动与站内消息',
  bigStage: '大舞台',
  bigStageHint: '精彩赛事与直播',
  app: {
    heading: 'TG娱乐城 APP',
    subheading: '随时随地，畅玩不停',
    ios: 'iOS 下载',
    android: 'Android 下载',
    qrHint: '手机扫码下载',
    qrAlt: '下载二维码',
    pwaHint: '本站支持添加到主屏幕，像APP一样打开',
    a2hsTitle: '添加到主屏幕（iPhone / iPad）',
  },
  sponsors: [
    { type: 1, title: '赞助伙伴一', hint: 'TG娱乐城官方赞助' },
    { type: 2, title: '赞助伙伴二', hint: 'TG娱乐城官方赞助' },
  ],
  sponsorsEmpty: '暂无赞助伙伴',
  sponsorUnset: '该赞助页面暂未开放',
  sponsorUnsetHint: '敬请期待，先去看看其他精彩内容吧',
  sponsorLoading: '赞助页面加载中…',
} as const;
