import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { fromPrivacySettings } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { usePageMeta } from "@/lib/use-page-meta";
import type { TPrivacySettingsData } from "@app/contract";
import { usePrivacySettings } from "../api/get-privacy-settings";
import { useUpdatePrivacySettings } from "../api/update-privacy-settings";
import { privacyFormSchema, type PrivacyFormOutput, type PrivacyFormValues } from "../lib/form-schema-settings";
import { MemberPageHeader, Notice } from "./fields";

type Choice = PrivacyFormValues["contact"];
type PhotoChoice = PrivacyFormValues["photoVisibility"];
const photoChoices: { value: PhotoChoice; label: string; text: string }[] = [
  { value: "everyone", label: "Everyone", text: "Visitors and members see your photos." },
  { value: "members", label: "Signed-in members", text: "Visitors must sign in to see your photos." },
  {
    value: "accepted",
    label: "Only members I accept",
    text: "Members ask to see your photos; you accept or decline in My Photo Request Tracker.",
  },
];
const choices: { value: Choice; label: string; text: string }[] = [
  { value: "both", label: "Show phone and email", text: "Entitled members see both." },
  { value: "phone", label: "Hide my email", text: "Only your phone number is shown." },
  { value: "email", label: "Hide my phone number", text: "Only your email is shown. Needs an email on your account." },
];

/** /dashboard/privacy: which contact detail entitled viewers see (never neither). */
export function PrivacyPage() {
  usePageMeta("Privacy Settings");
  const q = usePrivacySettings();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <MemberPageHeader title="Privacy Settings" subtitle="Choose which contact detail is shown and who can see your photos." />
      {q.isPending && (
        <div aria-busy="true" aria-label="Loading privacy settings" className="mt-6 h-64 animate-pulse rounded-2xl bg-stone-200/70" />
      )}
      {q.isError && (
        <div className="mt-6">
          <Notice kind="error">Failed to load your privacy settings.</Notice>
        </div>
      )}
      {q.data && <PrivacyForm data={q.data} />}
    </div>
  );
}

function PrivacyForm({ data }: { data: TPrivacySettingsData }) {
  const save = useUpdatePrivacySettings();
  const [saved, setSaved] = useState(false);
  const values = useMemo<PrivacyFormValues>(
    () => ({ contact: fromPrivacySettings(data.privacySettings), photoVisibility: data.privacySettings.photoVisibility }),
    [data],
  );
  const form = useForm<PrivacyFormValues, unknown, PrivacyFormOutput>({
    values,
    resolver: zodResolver(privacyFormSchema) as unknown as Resolver<PrivacyFormValues, unknown, PrivacyFormOutput>,
  });
  const [choice, photos] = form.watch(["contact", "photoVisibility"]);
  const error = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ privacySettings }) => {
    setSaved(false);
    try {
      await save.mutateAsync(privacySettings);
      setSaved(true);
    } catch (err) {
      form.setError("root.server", { message: err instanceof ApiError ? err.message : "Failed to update privacy settings" });
    }
  });

  return (
    <form onSubmit={submit} className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset>
        <legend className="font-display text-lg font-semibold text-brand-900">Contact details</legend>
        <p className="mt-1 text-sm text-stone-600">At least one of your phone and email is always shown.</p>
        <div className="mt-4 space-y-2">
          {choices.map((c) => {
            const disabled = c.value === "email" && !data.hasEmail;
            return (
              <label
                key={c.value}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${choice === c.value ? "border-brand-600 bg-brand-50" : "border-stone-200"} ${disabled ? "opacity-60" : ""}`}
              >
                <input
                  type="radio"
                  value={c.value}
                  disabled={disabled}
                  {...form.register("contact")}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-stone-900">{c.label}</span>
                  <span className="block text-sm text-stone-600">{disabled ? "Add an email address to your ad first." : c.text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="border-t border-stone-200 pt-4">
        <legend className="font-display text-lg font-semibold text-brand-900">Who can see my photos</legend>
        <div className="mt-3 space-y-2">
          {photoChoices.map((c) => (
            <label
              key={c.value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${photos === c.value ? "border-brand-600 bg-brand-50" : "border-stone-200"}`}
            >
              <input type="radio" value={c.value} {...form.register("photoVisibility")} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="block font-semibold text-stone-900">{c.label}</span>
                <span className="block text-sm text-stone-600">{c.text}</span>
              </span>
            </label>
          ))}
        </div>
        <Link to="/dashboard/photo-requests" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          My Photo Request Tracker →
        </Link>
      </fieldset>
      <div aria-live="polite">
        {error ? <Notice kind="error">{error}</Notice> : saved && <Notice kind="success">Privacy settings updated</Notice>}
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save Settings"}
      </button>
    </form>
  );
}
