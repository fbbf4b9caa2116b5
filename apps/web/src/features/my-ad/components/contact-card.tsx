import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TMyAd } from "@app/contract";
import { ApiError } from "@/lib/api";
import { updateEmail } from "../api/update-contact";
import { Field, inputClass, Notice, Section } from "./fields";

/**
 * Mobile and email. The mobile number is shown read-only: it is the sign-in identity, verified by
 * OTP, so it changes only through support (never by typing a new one here).
 */
export function ContactCard({ ad }: { ad: TMyAd }) {
  const qc = useQueryClient();
  const [email, setEmail] = useState(ad.email ?? "");
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setMsg(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setMsg({ kind: "error", text: "Please enter a valid email" });
      return;
    }
    setBusy(true);
    try {
      await updateEmail(email.trim());
      await qc.invalidateQueries({ queryKey: ["my-ad"] });
      await qc.invalidateQueries({ queryKey: ["privacy-settings"] });
      setMsg({ kind: "success", text: "Profile updated successfully!" });
    } catch (err) {
      setMsg({ kind: "error", text: err instanceof ApiError ? err.message : "Failed to update profile. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Section title="Contact">
        <Field label="Mobile" required hint="Verified by OTP. To change your mobile number, please contact support.">
          {(a) => <input {...a} value={ad.phone} readOnly className={`${inputClass} bg-stone-50`} />}
        </Field>
        <Field label="Email" required>
          {(a) => (
            <input
              {...a}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <div className="sm:col-span-2" aria-live="polite">
          {msg && <Notice kind={msg.kind}>{msg.text}</Notice>}
        </div>
        <div className="sm:col-span-2 flex justify-end">
          <button
            type="submit"
            disabled={busy}
            className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {busy ? "Saving…" : "Save Email"}
          </button>
        </div>
      </Section>
    </form>
  );
}
