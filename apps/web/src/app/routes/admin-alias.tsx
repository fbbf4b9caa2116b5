import { adminBase } from "@/features/admin-auth";
import { movedPrefix } from "../moved-prefix";

/** /admin/...: the panel's older address, sent to the same screen under /admin-panel. */
export default movedPrefix("/admin", adminBase);
