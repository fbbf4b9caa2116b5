import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { ApiError } from "@/lib/api";
import { localizeMessage } from "@/lib/messages";
import { useOptions } from "@/lib/options";
import { useAddMember } from "../api/add-member";
import { rrAddMemberFormSchema, type RrAddMemberInput } from "../lib/form-schema";
import { input, label, panelCard } from "./ui";
import { useContractForm } from "@/components/use-contract-form";
import { BirthDetailsFields } from "@/features/matching";
import { AddSelect, AddText } from "./add-member-fields";
import { empty, languages } from "./add-member-values";

export const successBannerMs = 3000;

/** Add Member: the spec's form; the member's ad waits for the member's own OTP confirmation. */
export function AddMemberForm({ active }: { active: boolean }) {
  const { t, i18n } = useTranslation(rrNs);
  const { options } = useOptions();
  const add = useAddMember();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const photo = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
    watch,
    setValue,
    control,
  } = useContractForm(rrAddMemberFormSchema, {
    // The member's messages default to the language the RR works in.
    defaultValues: { ...empty, language: i18n.language === "bn" ? "bn" : "en" },
  });
  // Religion → community → caste, as at registration: a new religion empties the lists below it.
  const religion = options.religions.find((r) => r.value === watch("religion"));
  const community = religion?.communities.find((c) => c.value === watch("community"));
  const cascade = (name: "religion" | "community") => ({
    onChange: () => {
      if (name === "religion") setValue("community", "");
      setValue("caste", "");
    },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    const form = new FormData();
    // A field left empty (an unknown time of birth is null) is not sent.
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== "") form.append(k, String(v));
    const file = photo.current?.files?.[0];
    if (file) form.append("photo", file);
    try {
      const data = await add.mutateAsync(form);
      reset({ ...empty, language: values.language });
      if (photo.current) photo.current.value = "";
      setDone(data.memberId);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setDone(null), successBannerMs);
    } catch (e) {
      if (e instanceof ApiError) {
        showServerErrors(e);
        setError(e.message ? localizeMessage(e.message, e.code) : t("add.failed"));
      } else setError(t("add.failed"));
    }
  });

  const f = (name: keyof RrAddMemberInput) => ({ name, registration: register(name), error: errors[name]?.message });

  return (
    <section className={panelCard} aria-labelledby="rr-add-title">
      <h2 id="rr-add-title" className="text-lg font-bold text-brand-900">
        {t("add.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("add.intro")}</p>
      {!active ? (
        <div className="mt-4">
          <Notice tone="info">{t("panel.awaiting")}</Notice>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {done && <Notice tone="success">{t("add.success", { id: done })}</Notice>}
          {error && <Notice tone="error">{error}</Notice>}
          <div className="grid gap-4 sm:grid-cols-2">
            <AddText {...f("name")} type="text" caption={t("add.name")} required />
            <AddSelect {...f("gender")} caption={t("add.gender")} list={options.genders} required />
            <AddText {...f("phone")} type="tel" caption={t("add.phone")} required />
            <AddText {...f("email")} type="email" caption={t("add.email")} required />
            <AddText {...f("dateOfBirth")} type="date" caption={t("add.dob")} required />
            <BirthDetailsFields control={control} look="compact" className="sm:col-span-2" />
            <AddSelect {...f("maritalStatus")} caption={t("add.marital")} list={options.maritalStatuses} required />
            <AddSelect {...f("profession")} caption={t("add.profession")} list={options.professions} required />
            <AddSelect {...f("state")} caption={t("add.state")} list={options.states} />
            <AddText {...f("city")} type="text" caption={t("add.city")} />
            <AddSelect {...f("religion")} caption={t("add.religion")} list={options.religions} then={cascade("religion")} />
            <AddSelect {...f("community")} caption={t("add.community")} list={religion?.communities ?? []} then={cascade("community")} />
            <AddSelect {...f("caste")} caption={t("add.caste")} list={community?.castes ?? []} />
            <AddSelect {...f("highestQualification")} caption={t("add.qualification")} list={options.qualificationLevels} />
            <AddSelect {...f("motherTongue")} caption={t("add.motherTongue")} list={options.motherTongues} />
            <AddSelect {...f("language")} caption={t("add.language")} list={languages} required />
            <div>
              <label htmlFor="rr-add-photo" className={label}>
                {t("add.photo")}
              </label>
              <input id="rr-add-photo" ref={photo} type="file" accept="image/jpeg,image/png,image/webp" className={`${input} py-2`} />
            </div>
          </div>
          <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={isSubmitting}>
            {isSubmitting ? t("add.submitting") : t("add.submit")}
          </button>
        </form>
      )}
    </section>
  );
}
