import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import {
  noticeKinds,
  ZAdminFaqRequest,
  ZAdminLinkRequest,
  ZAdminNoticeRequest,
  type TAdminFaq,
  type TAdminFaqRequest,
  type TAdminLink,
  type TAdminLinkRequest,
  type TAdminNotice,
  type TAdminNoticeRequest,
} from "@app/contract";
import { adminContentNs } from "@/lib/locales/admin-content";
import { faqsApi, linksApi, noticesApi } from "../api/content";
import { Field, fieldClass, fromIndiaLocal, StatusBadge, toIndiaLocal } from "./content-ui";
import { EditDialog, ManagedList } from "./content-list-kit";
import { formatDate } from "@/lib/format";

const bnText = (s: string | null) =>
  s ? (
    <p lang="bn" className="mt-0.5 text-sm text-stone-600">
      {s}
    </p>
  ) : null;

/** News/Notice: notices with a window; the home page shows them while live. */
export function NoticesPage() {
  const { t } = useTranslation(adminContentNs);
  const uid = useId();
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
          {bnText(n.titleBn)}
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
          {(form, err) => (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${uid}-kind`} label={t("notices.kind")}>
                  {(a) => (
                    <select {...a} className={fieldClass} {...form.register("kind")}>
                      {noticeKinds.map((k) => (
                        <option key={k} value={k}>
                          {t(`notices.kinds.${k}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <label className="flex items-center gap-2 self-end pb-2 text-sm">
                  <input type="checkbox" className="size-4 accent-brand-700" {...form.register("published")} />
                  {t("notices.published")}
                </label>
              </div>
              <Field id={`${uid}-title`} label={t("notices.noticeTitle")} error={err("title")}>
                {(a) => <input {...a} className={fieldClass} {...form.register("title")} />}
              </Field>
              <Field id={`${uid}-titleBn`} label={t("notices.titleBn")} error={err("titleBn")} optional>
                {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("titleBn")} />}
              </Field>
              <Field id={`${uid}-body`} label={t("notices.body")} error={err("body")}>
                {(a) => <textarea {...a} rows={3} className={fieldClass} {...form.register("body")} />}
              </Field>
              <Field id={`${uid}-bodyBn`} label={t("notices.bodyBn")} error={err("bodyBn")} optional>
                {(a) => <textarea {...a} lang="bn" rows={3} className={fieldClass} {...form.register("bodyBn")} />}
              </Field>
              <Field id={`${uid}-link`} label={t("notices.link")} hint={t("notices.linkHint")} error={err("link")}>
                {(a) => <input {...a} className={fieldClass} {...form.register("link")} />}
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${uid}-from`} label={t("notices.from")} error={err("from")}>
                  {(a) => (
                    <input
                      {...a}
                      type="datetime-local"
                      className={fieldClass}
                      value={toIndiaLocal(form.watch("from"))}
                      onChange={(e) => form.setValue("from", fromIndiaLocal(e.target.value), { shouldDirty: true })}
                    />
                  )}
                </Field>
                <Field id={`${uid}-to`} label={t("notices.to")} hint={t("notices.toHint")} error={err("to")}>
                  {(a) => (
                    <input
                      {...a}
                      type="datetime-local"
                      className={fieldClass}
                      value={toIndiaLocal(form.watch("to") as string | null)}
                      onChange={(e) => form.setValue("to", fromIndiaLocal(e.target.value), { shouldDirty: true })}
                    />
                  )}
                </Field>
              </div>
            </>
          )}
        </EditDialog>
      )}
    />
  );
}

/** Business Links: the footer's links, in order. */
export function BusinessLinksPage() {
  const { t } = useTranslation(adminContentNs);
  const uid = useId();
  const query = linksApi.useList();
  const actions = linksApi.useActions();
  return (
    <ManagedList<TAdminLink, TAdminLinkRequest>
      testId="link-row"
      ordered
      title={t("links.title")}
      subtitle={t("links.subtitle")}
      addLabel={t("links.add")}
      empty={t("links.empty")}
      query={query}
      actions={actions}
      rowLabel={(l) => l.title}
      deleteTitle={(l) => t("links.deleteTitle", { title: l.title })}
      renderRow={(l) => (
        <>
          <p className="font-semibold text-stone-900">{l.title}</p>
          {bnText(l.titleBn)}
          <p className="text-xs break-all text-stone-500">{l.url}</p>
        </>
      )}
      renderForm={(l, open, onOpenChange) => (
        <EditDialog<TAdminLinkRequest>
          open={open}
          onOpenChange={onOpenChange}
          title={l ? t("links.editTitle") : t("links.add")}
          schema={ZAdminLinkRequest}
          values={
            l
              ? { title: l.title, titleBn: l.titleBn ?? "", url: l.url, sortOrder: l.sortOrder }
              : { title: "", titleBn: "", url: "", sortOrder: query.data?.length ?? 0 }
          }
          savedText={t("links.saved")}
          save={(body) => actions.save.mutateAsync({ id: l?.id, body })}
        >
          {(form, err) => (
            <>
              <Field id={`${uid}-title`} label={t("links.linkTitle")} error={err("title")}>
                {(a) => <input {...a} className={fieldClass} {...form.register("title")} />}
              </Field>
              <Field id={`${uid}-titleBn`} label={t("links.titleBn")} error={err("titleBn")} optional>
                {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("titleBn")} />}
              </Field>
              <Field id={`${uid}-url`} label={t("links.url")} hint={t("links.urlHint")} error={err("url")}>
                {(a) => <input {...a} inputMode="url" className={fieldClass} {...form.register("url")} />}
              </Field>
            </>
          )}
        </EditDialog>
      )}
    />
  );
}

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
          {bnText(f.questionBn)}
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
