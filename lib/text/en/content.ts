import type { content as zh } from '../catalogue/content';
import type { Translation } from '../translation';

/** Help centre, articles and the message centre in English (the Chinese: ../catalogue/content.ts). */
export const content: Translation<typeof zh> = {
  helpEmpty: 'No help articles yet',
  articleMissing: "This article isn't published yet",
  articleFailed: "Couldn't load the article",
  aboutTabs: { about: 'About us', terms: 'Terms', privacy: 'Privacy policy' },
  messageTabs: { notices: 'Announcements', inbox: 'Inbox' },
  messageTabsLabel: 'Message types',
  unread: 'Unread',
  unreadBadge: (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`,
  noticeKinds: { 1: 'Notice', 2: 'Promotion', 3: 'Announcement' },
};
