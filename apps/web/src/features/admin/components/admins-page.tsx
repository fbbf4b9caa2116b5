import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { ZAdminCreateRequest, type TAdminCreateRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { useAdminMutations, useAdmins } from "../api/admins";
import { formatDate } from "../lib/labels";
import { useAdmin } from "../lib/admin-session";
import { useAdminBase } from "./admin-layout";

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";

/** Admin Management → List: disable, re-enable, reset the second factor (super admins only). */
export function AdminListPage() {
  const me = useAdmin();
  const list = useAdmins(me?.role === "super_admin");
  const { action } = useAdminMutations();
  if (me?.role !== "super_admin")
    return <p className="rounded-2xl border border-stone-200 bg-white p-6 text-sm">Only a super admin manages admins.</p>;
  const act = async (id: number, a: "disable" | "enable" | "reset-2fa") => {
    try {
      await action.mutateAsync({ id, action: a });
      showToast({ disable: "Admin disabled", enable: "Admin enabled", "reset-2fa": "Second factor reset" }[a]);
    } catch (e) {
      showToast(e instanceof ApiError ? e.message : "Network error. Please try again.", "error", 8000);
    }
  };
  return (
    <section className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h1 className="border-b border-stone-200 px-4 py-3 font-display text-2xl font-semibold text-stone-900">Admins</h1>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-stone-600">Loading...</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {list.data?.admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div>
                <p className="font-semibold text-stone-900">
                  {a.name} <span className="font-normal text-stone-500">· {a.email}</span>
                </p>
                <p className="text-xs text-stone-500">
                  {a.role === "super_admin" ? "Super admin" : "Moderator"} · {a.active ? "Active" : "Disabled"} · second factor{" "}
                  {a.totpEnabled ? "on" : "not set up"} · last sign-in {formatDate(a.lastLoginAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold"
                  onClick={() => act(a.id, a.active ? "disable" : "enable")}
                >
                  {a.active ? "Disable" : "Enable"}
                </button>
                <button
                  type="button"
                  className="rounded-lg border border-stone-300 px-3 py-1 text-xs font-semibold"
                  onClick={() => act(a.id, "reset-2fa")}
                >
                  Reset 2FA
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
  const { create } = useAdminMutations();
  const navigate = useNavigate();
  const base = useAdminBase();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAdminCreateRequest>({
    resolver: zodResolver(ZAdminCreateRequest),
    defaultValues: { email: "", name: "", password: "", role: "moderator" },
  });
  const submit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      showToast("Admin added. They set up their authenticator app at their first sign-in.");
      navigate(`${base}/admins`);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length)
        for (const f of e.errors) setError(f.field as keyof TAdminCreateRequest, { message: f.message });
      else showToast(e instanceof ApiError ? e.message : "Network error. Please try again.", "error", 8000);
    }
  });
  const err = (k: keyof TAdminCreateRequest) => errors[k] && <p className="mt-1 text-sm text-red-700">{errors[k]?.message}</p>;
  return (
    <form onSubmit={submit} noValidate className="max-w-lg space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h1 className="font-display text-2xl font-semibold text-stone-900">Add admin</h1>
      <label className="block text-sm font-semibold">
        Name
        <input className={input} {...register("name")} />
        {err("name")}
      </label>
      <label className="block text-sm font-semibold">
        Email
        <input type="email" className={input} {...register("email")} />
        {err("email")}
      </label>
      <label className="block text-sm font-semibold">
        Password
        <input type="password" autoComplete="new-password" className={input} {...register("password")} />
        {err("password")}
      </label>
      <label className="block text-sm font-semibold">
        Role
        <select className={input} {...register("role")}>
          <option value="moderator">Moderator (members and moderation)</option>
          <option value="super_admin">Super admin (everything, manages admins)</option>
        </select>
      </label>
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
        Add admin
      </button>
    </form>
  );
}
