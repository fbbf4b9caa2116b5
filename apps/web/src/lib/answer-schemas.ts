/**
 * The contract schemas that check the answers of the calls a first page makes (`contractSchema`).
 * Loaded beside those calls, this module brings only these schemas and what they are built from,
 * not the whole contract: building every schema of the contract costs a phone a long task.
 */
export {
  ZAdProfilesData,
  ZBusinessLinks,
  ZFavourite,
  ZLogoutData,
  ZMemberUserData,
  ZNotices,
  ZOptionsData,
  ZPlans,
  ZProfileDetail,
  ZSuccessStories,
  ZYtmRequest,
} from "@app/contract";
