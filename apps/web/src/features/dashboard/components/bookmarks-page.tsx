import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TProfileCard } from "@app/contract";
import { usePageMeta } from "@/lib/use-page-meta";
import { errorText } from "@/lib/error-text";
import { formatNumber, localDigits } from "@/lib/format";
import { useOptionLabel } from "@/lib/options";
import { dashboardNs } from "@/lib/locales/dashboard";
import { useBookmarks } from "../api/get-bookmarks";
import { useRemoveBookmark } from "../api/remove-bookmark";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";

function Bookmark({ p, onRemove, busy }: { p: TProfileCard; onRemove: () => void; busy: boolean }) {
  const { t } = useTranslation(dashboardNs);
  const [broken, setBroken] = useState(false);
  // The ad's stored choices in the chosen language ("Engineer, Software Professional": each part).
  const optionText = useOptionLabel();
  const choice = (s: string) => s.split(", ").map(optionText).join(", ");
  const to = `/profile/${encodeURIComponent(p.profileId)}`;
  return (
    <li className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm" data-testid="bookmark">
      <Link to={to} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {p.image && !broken ? (
          <img
            src={p.image}
            alt=""
            width={80}
            height={100}
            loading="lazy"
            className="h-25 w-20 rounded-xl object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="flex h-25 w-20 items-center justify-center rounded-xl bg-gradient-to-br from-brand-50 to-gold-100 font-display text-2xl text-brand-300">
            {p.name.slice(0, 1)}
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={to} className="font-semibold text-brand-800 hover:underline">
          {p.name} <span className="text-sm font-normal text-stone-500">· {p.profileId}</span>
        </Link>
        <p className="truncate text-sm text-stone-600">
          {t("bookmarks.age", { age: formatNumber(p.age) })}
          {p.height ? `, ${localDigits(p.height)}` : ""} · {choice(p.religion)}, {choice(p.caste)}
        </p>
        <p className="truncate text-sm text-stone-600">{choice(p.profession)}</p>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          className="mt-2 rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700"
          aria-label={t("bookmarks.removeLabel", { profileId: p.profileId })}
        >
          {t("bookmarks.remove")}
        </button>
      </div>
    </li>
  );
}

/** My Bookmarks: ads the member added to favourites, with remove. */
export function BookmarksPage() {
  const { t } = useTranslation(dashboardNs);
  usePageMeta(t("bookmarks.title"));
  const q = useBookmarks();
  const remove = useRemoveBookmark();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const doRemove = (p: TProfileCard) => {
    setMessage(null);
    remove.mutate(p.profileId, {
      onSuccess: () => setMessage({ tone: "success", text: t("bookmarks.removed", { profileId: p.profileId }) }),
      onError: (e) => setMessage({ tone: "error", text: errorText(e) }),
    });
  };
  return (
    <div className="space-y-5">
      <PageHeader title={t("bookmarks.title")} text={t("bookmarks.text")} />
      {message && (
        <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      {q.isPending ? (
        <Skeleton rows={3} label={t("bookmarks.loading")} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState
          title={t("bookmarks.emptyTitle")}
          text={t("bookmarks.emptyText")}
          action={{ label: t("bookmarks.browse"), to: "/profiles" }}
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {q.data.map((p) => (
            <Bookmark key={p.profileId} p={p} busy={remove.isPending && remove.variables === p.profileId} onRemove={() => doRemove(p)} />
          ))}
        </ul>
      )}
    </div>
  );
}
