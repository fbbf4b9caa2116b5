import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { accountStatuses, type TAccountStatus } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { LocationsPage, ReligionsPage, PackagePage } from "@/features/admin-catalogue";
import { ChequesPage, PaymentsDetailPage, PaymentsListPage, PromoPage } from "@/features/admin-payments";
import { DashboardPage } from "@/features/admin-dashboard";
import { ExportPage, MemberDetailPage, MemberListPage } from "@/features/admin-members";
import { ModerationPage } from "@/features/admin-moderation";
import { RrPayoutsPage, RrTrackerPage } from "@/features/admin-rr";
import { queues, sections, tabLabel, type QueueKey } from "../lib/menu";
import { AdminLayout } from "./admin-layout";
import { AddAdminPage, AdminListPage } from "./admins-page";
import {
  ContentCategoriesPage,
  ContentPostForm,
  ContentPostsPage,
  BusinessLinksPage,
  FaqAdminPage,
  NoticesPage,
  ContentStoriesPage,
} from "@/features/admin-content";

function Placeholder() {
  const { t } = useTranslation(adminNs);
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">{t("placeholder")}</p>
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
function Payment() {
  const { id } = useParams();
  return <PaymentsDetailPage id={id ?? ""} />;
}
function ContentPost() {
  const { id } = useParams();
  return <ContentPostForm key={id} id={id === "new" || !id ? null : Number(id)} />;
}
function Queue() {
  const { queue } = useParams();
  if (!queues.some((q) => q.key === queue)) return <Placeholder />;
  return <ModerationPage key={queue} queue={queue as QueueKey} />;
}

/** "Dashboard / <Type> Member" for the current screen, in the chosen language. */
function crumb(path: string, t: TFunction): string {
  const [, section, arg] = path.match(/\/(members|member|moderation|admins|section|payments|cheques|promo|exports)(?:\/([^/]+))?/) ?? [];
  const home = t("crumb.dashboard");
  const money = (key: string) => `${home} / ${t(`adminMoney.menu.${key}`, { ns: "translation" })}`;
  if (section === "payments") return arg ? `${money("onlinePayments")} / ${t("crumb.order")}` : money("onlinePayments");
  if (section === "cheques") return money("chequePayments");
  if (section === "promo") return money("promo");
  if (section === "exports") return money("memberExport");
  if (path === "" || path === "/" || path === "/dashboard") return home;
  if (section === "members")
    return `${home} / ${t("crumb.member", { type: tabLabel(accountStatuses.includes(arg as TAccountStatus) ? (arg as TAccountStatus) : "active") })}`;
  if (section === "member") return `${home} / ${t("crumb.memberDetails")}`;
  if (section === "moderation") return `${home} / ${t(`queues.${arg}`, { defaultValue: t("moderation.fallbackTitle") })}`;
  if (section === "admins") return `${home} / ${arg === "new" ? t("crumb.addAdmin") : t("crumb.adminList")}`;
  if (section === "section") return `${home} / ${t(`sections.${sections.find((s) => s === arg) ?? "content-management"}`)}`;
  return `${home} / ${t("crumb.member", { type: tabLabel("active") })}`;
}

/** /admin-panel and /admin: the admin's screens inside the panel layout. */
export function AdminPanel() {
  const { t } = useTranslation(adminNs);
  const { pathname } = useLocation();
  const base = pathname.startsWith("/admin-panel") ? "/admin-panel" : "/admin";
  return (
    <AdminLayout base={base} breadcrumb={crumb(pathname.slice(base.length), t)}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="payments" element={<PaymentsListPage />} />
        <Route path="payments/:id" element={<Payment />} />
        <Route path="cheques" element={<ChequesPage />} />
        <Route path="promo" element={<PromoPage />} />
        <Route path="exports/members" element={<ExportPage />} />
        <Route path="members/:status" element={<Members />} />
        <Route path="member/:id" element={<Member />} />
        <Route path="moderation/:queue" element={<Queue />} />
        <Route path="admins" element={<AdminListPage />} />
        <Route path="admins/new" element={<AddAdminPage />} />
        <Route path="section/rr-tracker" element={<RrTrackerPage />} />
        <Route path="section/rr-payment-downloader" element={<RrPayoutsPage />} />
        <Route path="section/content-management" element={<ContentPostsPage />} />
        <Route path="section/content-management/posts/:id" element={<ContentPost />} />
        <Route path="section/content-management/categories" element={<ContentCategoriesPage />} />
        <Route path="section/content-management/stories" element={<ContentStoriesPage />} />
        <Route path="section/news-notice" element={<NoticesPage />} />
        <Route path="section/business-links" element={<BusinessLinksPage />} />
        <Route path="section/faq" element={<FaqAdminPage />} />
        <Route path="section/locations" element={<LocationsPage />} />
        <Route path="section/religions" element={<ReligionsPage />} />
        <Route path="section/package" element={<PackagePage />} />
        <Route path="*" element={<Placeholder />} />
      </Routes>
    </AdminLayout>
  );
}
