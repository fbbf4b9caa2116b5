import { useTranslation } from "@/lib/i18n";
import { ZAdminNoticeRequest, type TAdminNotice, type TAdminNoticeRequest } from "@app/contract";
import { formatDate } from "@/lib/format";
import { adminContentNs } from "@/lib/locales/admin-content";
import { noticesApi } from "../api/content";
import { BnLine } from "./bn-line";
import { EditDialog } from "./edit-dialog";
import { ManagedList } from "./managed-list";
import { StatusBadge } from "./status-badge";
import { NoticeFields } from "./notice-fields";

/** News/Notice: notices with a window; the home page shows them while live. */
export function NoticesPage() {
  const { t } = useTranslation(adminContentNs);
  const query = noticesApi.useList();
  const actions = noticesApi.useActions();
  const values = (n: TAdminNotice | null): TAdminNoticeRequest =>
    n
      ? {
          kind: n.kind,
          title: n.title,
          titleBn: n.titleBn ?? "",
          body: n.body,
          bodyBn: n.bodyBn ?? "",
          link: n.link ?? "",
          from: n.from,
          to: n.to ?? "",
          published: n.published,
        }
      : { kind: "notice", title: "", titleBn: "", body: "", bodyBn: "", link: "", from: new Date().toISOString(), to: "", published: true };
  return (
    <ManagedList<TAdminNotice, TAdminNoticeRequest>
      testId="notice-row"
      title={t("notices.title")}
      subtitle={t("notices.subtitle")}
      addLabel={t("notices.add")}
      empty={t("notices.empty")}
      query={query}
      actions={actions}
      rowLabel={(n) => n.title}
      deleteTitle={(n) => t("notices.deleteTitle", { title: n.title })}
      renderRow={(n) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={n.state} />
            <span className="text-xs font-semibold text-stone-500 uppercase">{t(`notices.kinds.${n.kind}`)}</span>
          </div>
          <p className="mt-1 font-semibold text-stone-900">{n.title}</p>
          <BnLine text={n.titleBn} />
          <p className="mt-0.5 text-sm text-stone-700">{n.body}</p>
          <p className="mt-1 text-xs text-stone-500">
            {t("notices.window", {
              from: formatDate(n.from, "dateTime"),
              to: n.to ? formatDate(n.to, "dateTime") : t("notices.open"),
            })}
          </p>
        </>
      )}
      renderForm={(n, open, onOpenChange) => (
        <EditDialog<TAdminNoticeRequest>
          open={open}
          onOpenChange={onOpenChange}
          title={n ? t("notices.editTitle") : t("notices.add")}
          description={t("notices.subtitle")}
          schema={ZAdminNoticeRequest}
          values={values(n)}
          savedText={t("notices.saved")}
          save={(body) => actions.save.mutateAsync({ id: n?.id, body })}
        >
          {(form, err) => <NoticeFields form={form} err={err} />}
        </EditDialog>
      )}
    />
  );
}
