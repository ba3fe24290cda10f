/** Help centre, articles, the message centre (notices and inbox). */
export const content = {
  helpEmpty: '暂无帮助文章',
  articleMissing: '文章暂未发布',
  articleFailed: '文章加载失败',
  aboutTabs: { about: '关于我们', terms: '规则条款', privacy: '隐私政策' },
  messageTabs: { notices: '公告', inbox: '站内信' },
  messageTabsLabel: '消息分类',
  unread: '未读',
  unreadBadge: (n: number) => `${n}条未读消息`,
  noticeKinds: { 1: '通知', 2: '活动', 3: '公告' } as Record<number, string>,
} as const;
