import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { accountStatuses, type TAccountStatus } from "@app/contract";
import { laterSections, memberTabs, queues, sectionSlug, type QueueKey } from "../lib/labels";
import { AdminLayout } from "./admin-layout";
import { AddAdminPage, AdminListPage } from "./admins-page";
import { MemberDetailPage } from "./member-detail-page";
import { MemberListPage } from "./member-list-page";
import { ModerationPage } from "./moderation-page";

function Placeholder() {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">
      Select a content management option from the sidebar.
    </p>
  );
}

function Members() {
  const { status } = useParams();
  if (!accountStatuses.includes(status as TAccountStatus)) return <Navigate to="../members/active" replace />;
  return <MemberListPage key={status} status={status as TAccountStatus} />;
}
function Member() {
  const { id } = useParams();
  return <MemberDetailPage id={Number(id)} />;
}
function Queue() {
  const { queue } = useParams();
  if (!queues.some((q) => q.key === queue)) return <Placeholder />;
  return <ModerationPage key={queue} queue={queue as QueueKey} />;
}

/** "Dashboard / <Type> Member" for the current screen. */
function crumb(path: string): string {
  const [, section, arg] = path.match(/\/(members|member|moderation|admins|section)(?:\/([^/]+))?/) ?? [];
  if (section === "members") return `Dashboard / ${memberTabs.find((t) => t.status === arg)?.label ?? "Active"} Member`;
  if (section === "member") return "Dashboard / Member Details";
  if (section === "moderation") return `Dashboard / ${queues.find((q) => q.key === arg)?.label ?? "Moderation"}`;
  if (section === "admins") return `Dashboard / ${arg === "new" ? "Add Admin" : "Admin List"}`;
  if (section === "section") return `Dashboard / ${laterSections.find((s) => sectionSlug(s) === arg) ?? "Content"}`;
  return "Dashboard / Active Member";
}

/** /admin-panel and /admin: the admin's screens inside the panel layout. */
export function AdminPanel() {
  const { pathname } = useLocation();
  const base = pathname.startsWith("/admin-panel") ? "/admin-panel" : "/admin";
  return (
    <AdminLayout base={base} breadcrumb={crumb(pathname.slice(base.length))}>
      <Routes>
        <Route index element={<Navigate to="members/active" replace />} />
        <Route path="members/:status" element={<Members />} />
        <Route path="member/:id" element={<Member />} />
        <Route path="moderation/:queue" element={<Queue />} />
        <Route path="admins" element={<AdminListPage />} />
        <Route path="admins/new" element={<AddAdminPage />} />
        <Route path="*" element={<Placeholder />} />
      </Routes>
    </AdminLayout>
  );
}
