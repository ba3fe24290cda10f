import { OPS_REFUSALS } from '../../ops/messages.ts';
import { byKey, type Messages } from '../matcher.ts';

/** The operator handlers' own refusals (contract/ops/messages.ts). */
export const opsRefusals: Messages = {
  exact: byKey(OPS_REFUSALS, {
    unrecorded: 'The operator action could not be recorded; please try again later',
    noMember: 'Member not found',
    orderNotFound: 'Order not found',
    orderProcessed: 'This order was already processed',
    inviteNotFound: 'No such invite reward record',
    inviteProcessed: 'This invite reward was already processed',
    applicationNotFound: 'No such application',
    trialApplication: 'Trial accounts cannot join promotions: reject this application',
    noActivity: 'This promotion does not exist',
    activityTitle: 'Please give the title',
    activityEnds: 'The end must be after the start',
    noVipLevel: 'No such VIP level (1–10)',
    vipPageUrl: 'The link must be an http(s) address, or empty',
    newRuleFields: 'A new rule needs day_flow, flow_money, draws and percent',
    ruleInvalid: 'The rule does not hold; check its values',
    noRule: 'No such rule',
    rebateDay: 'The date must be a Beijing date YYYY-MM-DD, today or before',
    imagePath: 'The image must be a path under /uploads/ or an https address',
    inboxTarget: 'Give the member’s account, or all=true to send to every member (one or the other)',
    noContent: 'No such content',
    operatorName: 'The name must be 2 to 32 lower-case letters, digits or _ . -, starting with a letter, and not "ops"',
  }),
  templates: [
    { zh: (key) => OPS_REFUSALS.unknownParameter(key), en: (key) => `Unsupported parameter: ${key}` },
    { zh: (type) => OPS_REFUSALS.noActivityType(Number(type)), en: (type) => `Activity type ${type} does not exist` },
    { zh: (key) => OPS_REFUSALS.notBeijingTime(key), en: (key) => `${key} is not an existing Beijing time` },
    {
      zh: (key) => OPS_REFUSALS.percent(key),
      en: (key) => `${key} must be a percentage from 0 to 100 with at most two decimals`,
    },
    {
      zh: (keys) => OPS_REFUSALS.moneySettingKey([keys]),
      en: (keys) => `The setting must be one of ${keys.split('、').join(', ')}`,
    },
    { zh: (name) => OPS_REFUSALS.operatorTaken(name), en: (name) => `The operator "${name}" already exists` },
    { zh: (name) => OPS_REFUSALS.noOperator(name), en: (name) => `No active operator "${name}"` },
  ],
};
