import { useTranslation } from "@/lib/i18n";
import { useNavigate } from "react-router";
import { ZAdminCreateRequest, type TAdminCreateRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { useAdminMutations, useAdmins } from "../api/admins";
import { dateOrDash } from "../lib/menu";
import { useAdmin } from "../lib/admin-session";
import { useAdminBase } from "../lib/menu";

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";

/** Admin Management → List: disable, re-enable, reset the second factor (super admins only). */
export function AdminListPage() {
  const { t } = useTranslation(adminNs);
  const me = useAdmin();
  const list = useAdmins(me?.role === "super_admin");
  const { action } = useAdminMutations();
  if (me?.role !== "super_admin")
    return <p className="rounded-2xl border border-stone-200 bg-white p-6 text-sm">{t("admins.onlySuper")}</p>;
  const act = async (id: number, a: "disable" | "enable" | "reset-2fa") => {
    try {
      await action.mutateAsync({ id, action: a });
      showToast(t(`admins.done.${a}`));
    } catch (e) {
      showToast(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("network"), "error", 8000);
    }
  };
  return (
    <section className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h1 className="border-b border-stone-200 px-4 py-3 font-display text-2xl font-semibold text-stone-900">{t("admins.title")}</h1>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-stone-600">{t("loading")}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {list.data?.admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <p className="font-semibold text-stone-900">
                  {a.name} <span className="font-normal text-stone-500">· {a.email}</span>
                </p>
                <p className="text-xs text-stone-500">
                  {a.role === "super_admin" ? t("admins.superAdmin") : t("admins.moderator")} ·{" "}
                  {a.active ? t("admins.active") : t("admins.disabled")} · {a.totpEnabled ? t("admins.factorOn") : t("admins.factorOff")} ·{" "}
                  {t("admins.lastSignIn", { date: dateOrDash(a.lastLoginAt) })}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold"
                  onClick={() => act(a.id, a.active ? "disable" : "enable")}
                >
                  {a.active ? t("admins.disable") : t("admins.enable")}
                </button>
                <button
                  type="button"
                  className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold"
                  onClick={() => act(a.id, "reset-2fa")}
                >
                  {t("admins.reset")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Admin Management → Add. */
export function AddAdminPage() {
  const { t } = useTranslation(adminNs);
  const { create } = useAdminMutations();
  const navigate = useNavigate();
  const base = useAdminBase();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useContractForm(ZAdminCreateRequest, { defaultValues: { email: "", name: "", password: "", role: "moderator" } });
  const submit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      showToast(t("admins.added"));
      navigate(`${base}/admins`);
    } catch (e) {
      if (!showServerErrors(e).fields.length)
        showToast(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("network"), "error", 8000);
    }
  });
  const err = (k: keyof TAdminCreateRequest) =>
    errors[k] && <p className="mt-1 text-sm text-red-700">{localizeMessage(errors[k]?.message ?? "")}</p>;
  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h1 className="font-display text-2xl font-semibold text-stone-900">{t("admins.addTitle")}</h1>
      <label className="block text-sm font-semibold">
        {t("admins.name")}
        <input className={input} {...register("name")} />
        {err("name")}
      </label>
      <label className="block text-sm font-semibold">
        {t("admins.email")}
        <input type="email" className={input} {...register("email")} />
        {err("email")}
      </label>
      <label className="block text-sm font-semibold">
        {t("admins.password")}
        <input type="password" autoComplete="new-password" className={input} {...register("password")} />
        {err("password")}
      </label>
      <label className="block text-sm font-semibold">
        {t("admins.role")}
        <select className={input} {...register("role")}>
          <option value="moderator">{t("admins.roleModerator")}</option>
          <option value="super_admin">{t("admins.roleSuper")}</option>
        </select>
      </label>
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
        {t("admins.add")}
      </button>
    </form>
  );
}
