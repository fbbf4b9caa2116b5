export { ZContactViewData, ZPointsData } from "@app/contract";
