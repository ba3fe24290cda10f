/**
 * Wire types now live in contract/<domain>/schemas.ts; this type-only re-export keeps older
 * imports compiling until they move.
 */
export type { GetCardBody, WireCard, BindCardBody, DelCardBody, WireBank } from '@/contract/cards/schemas';
export type { WireChatMessage, ChatSendFrame } from '@/contract/chat/schemas';
export type { WireMoney, WireDateTime, WireFlag, Envelope, WirePaginator, WireUrl } from '@/contract/common/schemas';
export type { WireAppInfo, WireBanner, WireHomeNotices, WireNotice } from '@/contract/content/schemas';
export type { WireGame, WireGameUrlBody } from '@/contract/games/schemas';
export type { WireLotteryRoomSummary, WireLotteryType, WireLottery, WireDrawExtend, WireDraw, WireNowData, WirePlayOption, WirePlayGroup, WireLotteryRoom, LotteryOrderItem, LotteryOrderBody, WireLotteryOrderResult } from '@/contract/lottery/schemas';
export type { WireUser, WireBalance, EditRealnameBody, EditPasswordBody } from '@/contract/member/schemas';
export type { WireBalanceRow, TransferBody, WirePayWays, PayRangeType, WirePayRange, RechargeBody, WireRechargeData, WirePayBank, WirePayChannel, WirePayInfo, WireBetAmount, WithdrawBody } from '@/contract/money/schemas';
export type { TransRecordBody, WireTransRecord, BetRecordBody, WireBetRecord } from '@/contract/records/schemas';
export type { WireLoginData, LoginBody, RegisterBody } from '@/contract/session/schemas';
