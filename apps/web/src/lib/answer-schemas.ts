/**
 * The contract schemas that check the answers of the calls a first page makes (`contractSchema`).
 * Loaded beside those calls, this module brings only these schemas and what they are built from,
 * not the whole contract: building every schema of the contract costs a phone a long task.
 */
export {
  ZAdProfilesData,
  ZBusinessLinks,
  ZCaptchaConfig,
  ZContactViewData,
  ZFavourite,
  ZLogoutData,
  ZMemberUserData,
  ZNotices,
  ZOptionsData,
  ZOtpSent,
  ZPlans,
  ZPointsData,
  ZProfileDetail,
  ZReferCodeCheckData,
  ZSession,
  ZSuccessStories,
  ZYtmRequest,
} from "@app/contract";
