import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { SelectOptions } from "@/components/select-options";
import { ApiError } from "@/lib/api";
import { localizeMessage } from "@/lib/messages";
import { useOptions } from "@/lib/options";
import { useAddMember } from "../api/add-member";
import { rrAddMemberFormSchema, type RrAddMemberInput } from "../lib/form-schema";
import { fieldError, input, label, panelCard } from "./ui";
import { useContractForm } from "@/components/use-contract-form";
import { BirthDetailsFields, emptyBirthValues } from "@/features/matching";

export const successBannerMs = 3000;
const empty: RrAddMemberInput = {
  name: "",
  gender: "" as RrAddMemberInput["gender"],
  phone: "",
  email: "",
  dateOfBirth: "",
  maritalStatus: "" as RrAddMemberInput["maritalStatus"],
  profession: "" as RrAddMemberInput["profession"],
  state: "",
  city: "",
  religion: "",
  community: "",
  caste: "",
  highestQualification: "",
  motherTongue: "",
  ...emptyBirthValues,
  language: "",
};

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

  const text = (name: keyof RrAddMemberInput, type: string, caption: string, required = false) => (
    <div>
      <label htmlFor={`rr-add-${name}`} className={label}>
        {caption}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <input id={`rr-add-${name}`} type={type} className={input} aria-invalid={Boolean(errors[name])} {...register(name)} />
      {errors[name] && <p className={fieldError}>{localizeMessage(String(errors[name]?.message))}</p>}
    </div>
  );
  const select = (
    name: keyof RrAddMemberInput,
    caption: string,
    list: readonly { value: string; label: string; bn?: string }[],
    required = false,
    then?: { onChange: () => void },
  ) => {
    const field = register(name);
    return (
      <div>
        <label htmlFor={`rr-add-${name}`} className={label}>
          {caption}
          {required && <span className="text-red-700"> *</span>}
        </label>
        <select
          id={`rr-add-${name}`}
          className={input}
          aria-invalid={Boolean(errors[name])}
          disabled={list.length === 0}
          {...field}
          onChange={(e) => {
            void field.onChange(e);
            then?.onChange();
          }}
        >
          <SelectOptions placeholder={t("add.choose")} options={list} />
        </select>
        {errors[name] && <p className={fieldError}>{localizeMessage(String(errors[name]?.message))}</p>}
      </div>
    );
  };
  const languages = [
    { value: "en", label: "English" },
    { value: "bn", label: "বাংলা" },
  ];

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
            {text("name", "text", t("add.name"), true)}
            {select("gender", t("add.gender"), options.genders, true)}
            {text("phone", "tel", t("add.phone"), true)}
            {text("email", "email", t("add.email"), true)}
            {text("dateOfBirth", "date", t("add.dob"), true)}
            <BirthDetailsFields control={control} look="compact" className="sm:col-span-2" />
            {select("maritalStatus", t("add.marital"), options.maritalStatuses, true)}
            {select("profession", t("add.profession"), options.professions, true)}
            {select("state", t("add.state"), options.states)}
            {text("city", "text", t("add.city"))}
            {select("religion", t("add.religion"), options.religions, false, cascade("religion"))}
            {select("community", t("add.community"), religion?.communities ?? [], false, cascade("community"))}
            {select("caste", t("add.caste"), community?.castes ?? [])}
            {select("highestQualification", t("add.qualification"), options.qualificationLevels)}
            {select("motherTongue", t("add.motherTongue"), options.motherTongues)}
            {select("language", t("add.language"), languages, true)}
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
