/** Site content: app settings, banners, notices, service links. */
import { Type, type Static } from 'typebox';
import { Free, WireDateTime, WireFlag, type Open } from '../common/schemas.ts';
import { DEFAULT_BANNER_TYPE } from './rules.ts';

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
    ios_download_url: Type.Optional(Type.String()),
    ios_download_qrcode: Type.Optional(Type.String()),
    fanshui: Type.Optional(WireFlag),
    trial_enabled: Type.Optional(WireFlag),
    site_mode: Type.Optional(Type.String()),
  },
  {
    description:
      'Site settings; every value a string like the legacy system_config. trial_enabled (reference server only): whether /api/trial issues guest accounts. site_mode (reference server only): "demo" on the demo site (the app shows 演示站), "live" otherwise.',
  },
);
export type WireAppInfo = Open<Static<typeof WireAppInfo>>;

/** POST /api/bannerList */
export const WireBanner = Type.Object({
  src: Type.String(),
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

export const BannerQuery = Type.Object({
  type: Type.Optional(Free(`Banner kind; ${DEFAULT_BANNER_TYPE} (mobile hall) by default.`)),
});
export const PageQuery = Type.Object({
  page: Type.Optional(Free('Page number from 1.')),
  limit: Type.Optional(Free('Rows per page.')),
  pagesize: Type.Optional(Free('Rows per page (another spelling).')),
});
