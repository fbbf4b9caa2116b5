import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { rrNs } from "@/lib/locales/rr";
import { rrCastes, rrGenders, rrMaritalStatuses, rrProfessions, rrQualifications, rrReligions, rrStates } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { ApiError } from "@/lib/api";
import { useAddMember } from "../api/add-member";
import { rrAddMemberFormSchema, type RrAddMemberInput, type RrAddMemberValues } from "../lib/form-schema";
import { fieldError, input, label, panelCard } from "./ui";

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
  caste: "",
  highestQualification: "",
  motherTongue: "",
};

/** Add Member: the spec's form; the member's ad waits for the member's own OTP confirmation. */
export function AddMemberForm({ active }: { active: boolean }) {
  const { t } = useTranslation(rrNs);
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
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<RrAddMemberInput, unknown, RrAddMemberValues>({ resolver: zodResolver(rrAddMemberFormSchema), defaultValues: empty });

  const submit = handleSubmit(async (values) => {
    setError(null);
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== "") form.append(k, String(v));
    const file = photo.current?.files?.[0];
    if (file) form.append("photo", file);
    try {
      const data = await add.mutateAsync(form);
      reset(empty);
      if (photo.current) photo.current.value = "";
      setDone(data.memberId);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setDone(null), successBannerMs);
    } catch (e) {
      if (e instanceof ApiError) {
        for (const fe of e.errors) if (fe.field in empty) setFieldError(fe.field as keyof RrAddMemberInput, { message: fe.message });
        setError(e.message || t("add.failed"));
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
      {errors[name] && <p className={fieldError}>{String(errors[name]?.message)}</p>}
    </div>
  );
  const select = (name: keyof RrAddMemberInput, caption: string, values: readonly string[], required = false) => (
    <div>
      <label htmlFor={`rr-add-${name}`} className={label}>
        {caption}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <select id={`rr-add-${name}`} className={input} aria-invalid={Boolean(errors[name])} {...register(name)}>
        <option value="">{t("add.choose")}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
      {errors[name] && <p className={fieldError}>{String(errors[name]?.message)}</p>}
    </div>
  );

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
            {select("gender", t("add.gender"), rrGenders, true)}
            {text("phone", "tel", t("add.phone"), true)}
            {text("email", "email", t("add.email"), true)}
            {text("dateOfBirth", "date", t("add.dob"), true)}
            {select("maritalStatus", t("add.marital"), rrMaritalStatuses, true)}
            {select("profession", t("add.profession"), rrProfessions, true)}
            {select("state", t("add.state"), rrStates)}
            {text("city", "text", t("add.city"))}
            {select("religion", t("add.religion"), rrReligions)}
            {select("caste", t("add.caste"), rrCastes)}
            {select("highestQualification", t("add.qualification"), rrQualifications)}
            {text("motherTongue", "text", t("add.motherTongue"))}
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
