import "@/lib/locales/admin-catalogue";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Notice } from "@/components/notice";
import { useAdmin } from "@/features/admin-auth";

/** The page frame of a catalogue screen; moderators see why they cannot change it. */
export function CatalogueFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const admin = useAdmin();
  return (
    <div>
      <div className="mb-4">
        <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
        <p className="mt-0.5 text-sm text-stone-600">{subtitle}</p>
      </div>
      {admin && admin.role !== "super_admin" ? <Notice tone="info">{t("adminCatalogue.common.superOnly")}</Notice> : children}
    </div>
  );
}
