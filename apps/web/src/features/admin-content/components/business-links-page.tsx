import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZAdminLinkRequest, type TAdminLink, type TAdminLinkRequest } from "@app/contract";
import { adminContentNs } from "@/lib/locales/admin-content";
import { linksApi } from "../api/content";
import { BnLine } from "./bn-line";
import { EditDialog } from "./edit-dialog";
import { ManagedList } from "./managed-list";
import { Field, fieldClass } from "./content-ui";

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
          <BnLine text={l.titleBn} />
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
