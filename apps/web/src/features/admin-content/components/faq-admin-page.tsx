import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZAdminFaqRequest, type TAdminFaq, type TAdminFaqRequest } from "@app/contract";
import { adminContentNs } from "@/lib/locales/admin-content";
import { faqsApi } from "../api/content";
import { BnLine } from "./bn-line";
import { EditDialog } from "./edit-dialog";
import { ManagedList } from "./managed-list";
import { Field, fieldClass } from "./content-ui";

/** FAQ: the public /faq page's questions, in order. */
export function FaqAdminPage() {
  const { t } = useTranslation(adminContentNs);
  const uid = useId();
  const query = faqsApi.useList();
  const actions = faqsApi.useActions();
  return (
    <ManagedList<TAdminFaq, TAdminFaqRequest>
      testId="faq-row"
      ordered
      title={t("faq.title")}
      subtitle={t("faq.subtitle")}
      addLabel={t("faq.add")}
      empty={t("faq.empty")}
      query={query}
      actions={actions}
      top={
        <p className="mb-2 text-right text-sm">
          <a href="/faq" target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">
            {t("faq.viewPage")} ↗
          </a>
        </p>
      }
      rowLabel={(f) => f.question}
      deleteTitle={(f) => t("faq.deleteTitle", { question: f.question })}
      renderRow={(f) => (
        <>
          <p className="font-semibold text-stone-900">{f.question}</p>
          <BnLine text={f.questionBn} />
          <p className="mt-1 line-clamp-2 text-sm text-stone-700">{f.answer}</p>
        </>
      )}
      renderForm={(f, open, onOpenChange) => (
        <EditDialog<TAdminFaqRequest>
          open={open}
          onOpenChange={onOpenChange}
          title={f ? t("faq.editTitle") : t("faq.add")}
          schema={ZAdminFaqRequest}
          values={
            f
              ? {
                  question: f.question,
                  questionBn: f.questionBn ?? "",
                  answer: f.answer,
                  answerBn: f.answerBn ?? "",
                  sortOrder: f.sortOrder,
                }
              : { question: "", questionBn: "", answer: "", answerBn: "", sortOrder: query.data?.length ?? 0 }
          }
          savedText={t("faq.saved")}
          save={(body) => actions.save.mutateAsync({ id: f?.id, body })}
        >
          {(form, err) => (
            <>
              <Field id={`${uid}-q`} label={t("faq.question")} error={err("question")}>
                {(a) => <input {...a} className={fieldClass} {...form.register("question")} />}
              </Field>
              <Field id={`${uid}-qbn`} label={t("faq.questionBn")} error={err("questionBn")} optional>
                {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("questionBn")} />}
              </Field>
              <Field id={`${uid}-a`} label={t("faq.answer")} error={err("answer")}>
                {(a) => <textarea {...a} rows={4} className={fieldClass} {...form.register("answer")} />}
              </Field>
              <Field id={`${uid}-abn`} label={t("faq.answerBn")} error={err("answerBn")} optional>
                {(a) => <textarea {...a} lang="bn" rows={4} className={fieldClass} {...form.register("answerBn")} />}
              </Field>
            </>
          )}
        </EditDialog>
      )}
    />
  );
}
