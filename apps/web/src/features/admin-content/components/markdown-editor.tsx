import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";
import { previewMarkdown } from "../api/content";
import { Field, fieldClass } from "./content-ui";

/** The body's editor: Markdown on one tab, the server's safe rendering of it on the other. */
export function MarkdownEditor({
  id,
  label,
  hint,
  error,
  value,
  register,
  optional,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  value: string;
  register: object;
  optional?: boolean;
}) {
  const { t } = useTranslation(adminContentNs);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (tab !== "preview") return;
    let live = true;
    setFailed(false);
    previewMarkdown(value)
      .then((r) => live && setHtml(r.html))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [tab, value]);
  const tabClass = (on: boolean) =>
    `rounded-t-lg px-3 py-1.5 text-sm font-semibold ${on ? "border border-b-white border-stone-300 bg-white text-brand-800" : "text-stone-600 hover:text-brand-800"}`;
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      {(a) => (
        <>
          <div role="tablist" aria-label={label} className="relative z-10 mt-1 -mb-px flex gap-1">
            {(["write", "preview"] as const).map((k) => (
              <button key={k} type="button" role="tab" aria-selected={tab === k} className={tabClass(tab === k)} onClick={() => setTab(k)}>
                {t(`postForm.${k}`)}
              </button>
            ))}
          </div>
          <textarea
            {...a}
            rows={14}
            hidden={tab !== "write"}
            className={`${fieldClass} mt-0 rounded-tl-none font-mono text-[13px] leading-relaxed`}
            {...register}
          />
          {tab === "preview" && (
            <div className="min-h-72 rounded-lg rounded-tl-none border border-stone-300 bg-white p-4" data-testid="markdown-preview">
              {failed ? (
                <p className="text-sm text-red-700">{t("postForm.previewFailed")}</p>
              ) : !value.trim() ? (
                <p className="text-sm text-stone-500">{t("postForm.previewEmpty")}</p>
              ) : html === null ? (
                <p className="text-sm text-stone-500">{t("common.loading")}</p>
              ) : (
                <div className="blog-prose" dangerouslySetInnerHTML={{ __html: html }} />
              )}
            </div>
          )}
        </>
      )}
    </Field>
  );
}
