export { ZReferCodeCheckData } from "@app/contract";
