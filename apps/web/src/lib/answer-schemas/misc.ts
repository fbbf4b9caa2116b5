export { ZOptionsData, ZPlans } from "@app/contract";
