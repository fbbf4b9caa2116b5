export { ZFavourite, ZProfileView, ZYtmRequest } from "@app/contract";
