export { ZAdProfilesData, ZProfileDetail } from "@app/contract";
