export { ZAdProfilesData, ZFavourite, ZProfileDetail, ZProfileView, ZYtmRequest } from "@app/contract";
