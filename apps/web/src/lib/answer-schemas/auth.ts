export { ZCaptchaConfig, ZLogoutData, ZMemberUserData, ZOtpSent, ZSession } from "@app/contract";
