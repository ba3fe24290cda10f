/** The alternative home (/index_old): side menu, app promo bar, category sections. */
export const hallAlt = {
  openMenu: '打开菜单',
  menuTitle: '菜单',
  menu: {
    messages: '消息中心',
    feedback: '意见反馈',
    domain: '永久域名',
    domainHint: '点击复制',
    about: '关于我们',
  },
  promo: {
    title: '下载APP',
    text: '安装到主屏幕，随时畅玩',
    action: '立即下载',
    dismiss: '关闭下载提示',
  },
  sections: {
    live: '真人视讯',
    sport: '体育赛事',
    esports: '电子竞技',
    cards: '棋牌游戏',
    slots: '电子游艺',
    lottery: '彩票游戏',
  },
  sectionsLabel: '游戏分类',
} as const;
