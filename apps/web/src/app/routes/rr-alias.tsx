import { movedPrefix } from "../moved-prefix";

/** /admin/rr/...: the RR panel's older address, sent to the same screen under /rr-panel. */
export default movedPrefix("/admin/rr", "/rr-panel");
