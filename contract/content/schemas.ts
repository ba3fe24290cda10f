/** Site content: app settings, banners, notices, service links. */
import { Type, type Static } from 'typebox';
import { IntField, PageFields, PlayerInput, rule } from '../common/input.ts';
import { WireDateTime, WireFlag, type Open } from '../common/schemas.ts';
import { CONTENT_MESSAGES, DEFAULT_BANNER_TYPE } from './rules.ts';

/** POST /api/app */
export const WireAppInfo = Type.Object(
  {
    title: Type.Optional(Type.String()),
    site_state: Type.Optional(WireFlag),
    repair_tips: Type.Optional(Type.String()),
    redpacket_switch: Type.Optional(WireFlag),
    index_modal: Type.Optional(WireFlag),
    webcontent: Type.Optional(Type.String()),
    site_logo: Type.Optional(Type.String()),
    h5_url: Type.Optional(Type.String()),
    android_download_url: Type.Optional(Type.String()),
    big_stage_url: Type.Optional(Type.String()),
    sponsor_url_1: Type.Optional(
      Type.String({
        description:
          "Reference server only: the first sponsor page (/zhanzhuye?type=1); the demo site's own page when unset there, '' on the live site when unset.",
      }),
    ),
    sponsor_url_2: Type.Optional(
      Type.String({
        description: 'Reference server only: the second sponsor page (/zhanzhuye?type=2); as sponsor_url_1.',
      }),
    ),
    ios_download_url: Type.Optional(Type.String()),
    ios_download_qrcode: Type.Optional(Type.String()),
    fanshui: Type.Optional(WireFlag),
    trial_enabled: Type.Optional(WireFlag),
    vip_page_url: Type.Optional(
      Type.String({ description: "The operator's VIP rules page framed by /iframepage; '' = none." }),
    ),
    site_mode: Type.Optional(Type.String()),
    extensions: Type.Optional(
      Type.String({
        description:
          'Reference server only: the calls and behaviours it offers beyond the legacy servers, comma-separated (contract/common/extensions.ts; docs/API.md#extensions), e.g. "trial,articleList,messageNum"; trial only while the trial is enabled. Absent on a legacy back end (and under API_DIALECT=legacy, docs/API.md#legacy-dialect).',
      }),
    ),
  },
  {
    description:
      'Site settings; every value a string like the legacy system_config. trial_enabled (reference server only): whether /api/trial issues guest accounts. android_download_url and big_stage_url (reference server only): the /app Android link and the discover page\'s 大舞台 link, empty when unset (big_stage_url: the demo site\'s own page when unset there). site_mode (reference server only): "demo" on the demo site (the app shows 演示站), "live" otherwise.',
  },
);
export type WireAppInfo = Open<Static<typeof WireAppInfo>>;

/** POST /api/bannerList */
export const WireBanner = Type.Object({
  src: Type.String(),
  /** The same image URL as `src`: the newer public client reads `pic`. */
  pic: Type.Optional(Type.String()),
  background: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});
export type WireBanner = Static<typeof WireBanner>;

/** POST /api/homenotice: a list of plain strings. */
export const WireHomeNotices = Type.Array(Type.String());
export type WireHomeNotices = Static<typeof WireHomeNotices>;

/** POST /api/noticeList row (paginated). */
export const WireNotice = Type.Object({
  id: Type.Number(),
  type: Type.Optional(Type.Number()),
  title: Type.String(),
  content: Type.String(),
  created_at: WireDateTime,
  updated_at: Type.Optional(WireDateTime),
});
export type WireNotice = Static<typeof WireNotice>;

/* ---- What the server accepts ---- */

export const BannerQuery = PlayerInput({
  // banners.type is a smallint.
  type: IntField({
    fallback: DEFAULT_BANNER_TYPE,
    max: 32_767,
    description: `Banner kind; ${DEFAULT_BANNER_TYPE} (mobile hall) by default.`,
  }),
});
export const PageQuery = PlayerInput({
  ...PageFields,
});

/** POST /api/article {type}: the first published article of that category, or null. */
export const WireArticle = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  enname: Type.Optional(Type.String()),
  cateid: Type.Number(),
  content: Type.String({ description: 'HTML; the client sanitises it before showing it.' }),
  stor: Type.Optional(Type.Number()),
  created_at: WireDateTime,
  updated_at: Type.Optional(WireDateTime),
});
export type WireArticle = Static<typeof WireArticle>;

/** POST /api/articleList (reference server): one row per published category, for the help centre. */
export const WireArticleSummary = Type.Object({ id: Type.Number(), name: Type.String(), cateid: Type.Number() });
export type WireArticleSummary = Static<typeof WireArticleSummary>;

/** POST /api/message row (paginated): the member's inbox, newest first. */
export const WireInboxMessage = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  content: Type.String(),
  /** The first 20 characters of content. */
  desc: Type.String(),
  is_read: Type.Number({ description: '1 read, 0 unread.' }),
  created_at: WireDateTime,
});
export type WireInboxMessage = Static<typeof WireInboxMessage>;

/** POST /api/messageNum (reference server): unread inbox messages. */
export const WireUnread = Type.Object({ count: Type.Number() });
export type WireUnread = Static<typeof WireUnread>;

export const ArticleQuery = PlayerInput({
  type: IntField({
    fallback: 0,
    message: CONTENT_MESSAGES.articleType,
    rules: [rule({ minimum: 1 }, CONTENT_MESSAGES.articleType)],
    description: 'The article category (cateid).',
  }),
});
/** A missing or unknown id is the same refusal (404, not a 1000): the server answers it. */
export const MessageIdQuery = PlayerInput({ id: IntField({ fallback: 0, description: 'The inbox message id.' }) });
