import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { accountStatuses, ZMemberExportQuery } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { errorText } from "@/lib/error-text";
import { formatFileSize } from "@/lib/format";
import { Card } from "@/components/card";
import { useAdmin, fieldClass, labelClass, AdminHeading } from "@/features/admin-auth";
import { downloadMembers } from "../api/member-export";
import { statusLabel } from "../lib/labels";

/** Member Details Downloader: members by status and registration dates as CSV (contact columns for super admins only). */
export function ExportPage() {
  const { t } = useTranslation();
  const admin = useAdmin();
  const ids = { status: useId(), from: useId(), to: useId() };
  const [v, setV] = useState({ status: "", from: "", to: "" });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const submit = async () => {
    setResult(null);
    const parsed = ZMemberExportQuery.safeParse(Object.fromEntries(Object.entries(v).filter(([, x]) => x)));
    if (!parsed.success) return setResult({ tone: "error", text: parsed.error.issues[0]?.message ?? "" });
    setBusy(true);
    try {
      const r = await downloadMembers(parsed.data);
      setResult({ tone: "success", text: t("adminMoney.export.done", { file: r.filename, size: formatFileSize(r.bytes) }) });
    } catch (e) {
      setResult({ tone: "error", text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <AdminHeading title={t("adminMoney.export.title")} subtitle={t("adminMoney.export.subtitle")} />
      <Card className="max-w-3xl">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="grid gap-3 sm:grid-cols-3"
        >
          <div>
            <label htmlFor={ids.status} className={labelClass}>
              {t("adminMoney.export.status")}
            </label>
            <select id={ids.status} value={v.status} onChange={(e) => setV({ ...v, status: e.target.value })} className={fieldClass}>
              <option value="">{t("adminMoney.export.anyStatus")}</option>
              {accountStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.from} className={labelClass}>
              {t("adminMoney.export.from")}
            </label>
            <input id={ids.from} type="date" value={v.from} onChange={(e) => setV({ ...v, from: e.target.value })} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.to} className={labelClass}>
              {t("adminMoney.export.to")}
            </label>
            <input id={ids.to} type="date" value={v.to} onChange={(e) => setV({ ...v, to: e.target.value })} className={fieldClass} />
          </div>
          <div className="space-y-1 text-sm text-stone-600 sm:col-span-3">
            <p>{admin?.role === "super_admin" ? t("adminMoney.export.contactIncluded") : t("adminMoney.export.contactExcluded")}</p>
            <p>{t("adminMoney.export.audited")}</p>
          </div>
          {result && (
            <div className="sm:col-span-3">
              <Notice tone={result.tone}>{result.text}</Notice>
            </div>
          )}
          <div className="sm:col-span-3">
            <button type="submit" disabled={busy} className={buttonStyles.primary}>
              {busy ? t("adminMoney.export.downloading") : t("adminMoney.export.download")}
            </button>
          </div>
        </form>
      </Card>
    </div>
  );
}
