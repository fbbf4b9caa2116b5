import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TPromo } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ListBody } from "@/components/data-table/list-page";
import { Notice } from "@/components/notice";
import { useAdmin, AdminHeading, DeleteConfirm } from "@/features/admin-auth";
import { usePromoActions, usePromos } from "../api/money";
import { PromoForm } from "./promo-form";
import { PromoList } from "./promo-list";

/** Promo: the codes, their use against the cap; a super admin adds, edits and deletes them. */
export function PromoPage() {
  const { t } = useTranslation();
  const isSuper = useAdmin()?.role === "super_admin";
  const q = usePromos();
  const { remove } = usePromoActions();
  const [editing, setEditing] = useState<{ promo: TPromo | null } | null>(null);
  const [deleting, setDeleting] = useState<TPromo | null>(null);
  return (
    <div>
      <AdminHeading
        title={t("adminMoney.promo.title")}
        subtitle={t("adminMoney.promo.subtitle")}
        action={
          isSuper && (
            <button type="button" className={buttonStyles.primary} onClick={() => setEditing({ promo: null })}>
              {t("adminMoney.promo.add")}
            </button>
          )
        }
      />
      {!isSuper && (
        <div className="mb-3">
          <Notice tone="info">{t("adminMoney.promo.superOnly")}</Notice>
        </div>
      )}
      <section aria-label={t("adminMoney.promo.title")} className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ListBody
          query={q}
          loading={t("adminMoney.common.loading")}
          error={{ message: q.error?.message || t("adminMoney.common.loadFailed") }}
          empty={{ text: t("adminMoney.promo.empty") }}
          isEmpty={q.data?.promos.length === 0}
        >
          {q.data && (
            <PromoList
              promos={q.data.promos}
              onEdit={isSuper ? (p) => setEditing({ promo: p }) : undefined}
              onDelete={isSuper ? setDeleting : undefined}
            />
          )}
        </ListBody>
      </section>
      <PromoForm promo={editing?.promo ?? null} open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t("adminMoney.promo.deleteTitle", { code: deleting?.code ?? "" })}
        description={t("adminMoney.promo.deleteText")}
        confirmLabel={t("adminMoney.promo.delete")}
        error={remove.error?.message}
        doneText={(r) => (r.deleted ? t("adminMoney.promo.deleted") : t("adminMoney.promo.deactivated"))}
      />
    </div>
  );
}
