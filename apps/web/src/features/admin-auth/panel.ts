/** /admin-panel: the panel's shell (header, side menu, breadcrumb) around each admin screen's route. */
export { AdminLayout, AdminPlaceholder } from "./components/admin-layout";
