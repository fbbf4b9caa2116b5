export { ZAdProfilesData, ZFavourite, ZProfileDetail, ZYtmRequest } from "@app/contract";
