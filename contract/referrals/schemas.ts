/** Referrals (ours; the legacy servers had no calls for these): the invite card, overview and lists. */
import { Type, type Static } from 'typebox';
import { PageFields, PlayerInput, rule, TextField } from '../common/input.ts';
import { WireDateTime } from '../common/schemas.ts';
import { INVITE_MESSAGES } from './rules.ts';

/** POST /api/inviteinfo answer. */
export const WireInviteInfo = Type.Object({
  pid: Type.Number({ description: "The member's id (what /api/register's pid also takes)." }),
  invite_code: Type.String({
    description: "The member's invite code: 7 characters, upper case, without 0/O/1/I/L (extension inviteCode).",
  }),
  invite_path: Type.String({ description: "'/#/reg2?pid=<invite_code>', to append to the site's origin or h5_url." }),
  h5_url: Type.String({ description: "The operator's H5 address ('' = this site)." }),
  reward: Type.String({ description: 'Gift money per qualifying invitee (yuan).' }),
  min_deposit: Type.String({ description: 'The first deposit that earns it (yuan).' }),
  rules: Type.String({ description: 'The gift-money introduction (HTML, sanitised).' }),
});
export type WireInviteInfo = Static<typeof WireInviteInfo>;

/** POST /api/invitestats answer: the downline overview. */
export const WireInviteOverview = Type.Object({
  direct: Type.Number({ description: 'Direct invitees.' }),
  today: Type.Number({ description: 'Invitees registered today (Beijing).' }),
  depositors: Type.Number({ description: 'Invitees with an approved deposit.' }),
  total_gift: Type.String({ description: 'Gift money received, all time (yuan).' }),
});
export type WireInviteOverview = Static<typeof WireInviteOverview>;

/** POST /api/invitegifts and /api/invitefriends body. */
const Day = (description: string) =>
  Type.Optional(
    TextField({
      max: 20,
      message: INVITE_MESSAGES.date,
      rules: [rule({ pattern: '^(?:\\d{4}-\\d{2}-\\d{2})?$' }, INVITE_MESSAGES.date)],
      description,
    }),
  );

/** The calendar (a real day, start not after end) is checked by the server once these are read. */
export const InviteListQuery = PlayerInput({
  ...PageFields,
  start: Day("First Beijing day 'YYYY-MM-DD' (optional)."),
  end: Day("Last Beijing day 'YYYY-MM-DD' (optional, included)."),
});
export type InviteListQuery = Static<typeof InviteListQuery>;

/** 礼金记录 row. */
export const WireInviteGift = Type.Object({
  id: Type.Number(),
  friend: Type.String({ description: 'The invitee, masked (ab***yz).' }),
  amount: Type.String(),
  created_at: WireDateTime,
});
export type WireInviteGift = Static<typeof WireInviteGift>;

/** 好友明细 row. */
export const WireInviteFriend = Type.Object({
  id: Type.Number(),
  username: Type.String({ description: 'The invitee, masked (ab***yz).' }),
  created_at: WireDateTime,
  deposit: Type.String({ description: 'Approved deposits, all time (yuan).' }),
  gift: Type.String({ description: "The gift money this friend earned the member ('0.00' = not yet)." }),
});
export type WireInviteFriend = Static<typeof WireInviteFriend>;
