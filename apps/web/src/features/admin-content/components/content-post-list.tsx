import { useTranslation } from "@/lib/i18n";
import type { TFunction } from "@/lib/i18n";
import type { TAdminPost } from "@app/contract";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { EditDeleteButtons, smallButton } from "@/features/admin-auth";
import { formatDate } from "@/lib/format";
import { adminContentNs } from "@/lib/locales/admin-content";
import { StatusBadge } from "./status-badge";

function when(p: TAdminPost, t: TFunction<"adminContent">) {
  const date = formatDate(p.status === "draft" ? p.updatedAt : p.publishedAt, "dateTime");
  if (p.status === "scheduled") return t("posts.scheduledFor", { date });
  if (p.status === "published") return t("posts.publishedOn", { date });
  return t("posts.draftSaved", { date });
}

/** The blog's posts: picture, title and address, status and category, when and by whom; View, Edit and Delete. */
export function PostList({ posts, editBase, onDelete }: { posts: TAdminPost[]; editBase: string; onDelete: (p: TAdminPost) => void }) {
  const { t } = useTranslation(adminContentNs);
  const picture = (p: TAdminPost, size: string) => (
    <img src={p.image} alt="" className={`shrink-0 rounded-lg bg-brand-50 object-cover ${size}`} />
  );
  const title = (p: TAdminPost) => (
    <>
      <span className="block font-semibold break-words text-stone-900">{p.title}</span>
      <span className="block text-xs break-all text-stone-500">/blogs/{p.slug}</span>
    </>
  );
  const state = (p: TAdminPost) => (
    <span className="flex flex-wrap items-center gap-2">
      <StatusBadge status={p.status} />
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{p.category.name}</span>
    </span>
  );
  const byline = (p: TAdminPost) => (
    <span className="text-xs text-stone-600">
      {when(p, t)} · {p.author}
    </span>
  );
  const columns: Column<TAdminPost>[] = [
    { id: "picture", header: t("posts.picture"), cell: (p) => picture(p, "aspect-video w-28") },
    { id: "title", header: t("posts.post"), cell: title, className: "min-w-56" },
    { id: "status", header: t("posts.state"), cell: state, className: "min-w-36" },
    { id: "when", header: t("posts.when"), cell: byline, className: "min-w-44" },
  ];
  return (
    <DataTable
      label={t("posts.title")}
      rows={posts}
      rowKey={(p) => p.id}
      columns={columns}
      card={(p) => (
        <div className="flex items-start gap-3">
          {picture(p, "aspect-[4/3] w-20")}
          <div className="min-w-0 flex-1 space-y-1">
            {state(p)}
            {title(p)}
            {byline(p)}
          </div>
        </div>
      )}
      actions={(p) => (
        <EditDeleteButtons
          editLabel={t("common.edit")}
          editTo={`${editBase}/${p.id}`}
          deleteLabel={t("common.delete")}
          onDelete={() => onDelete(p)}
        >
          {p.status === "published" && (
            <a href={`/blogs/${p.slug}`} target="_blank" rel="noreferrer" className={`${smallButton} border-stone-300 bg-white`}>
              {t("posts.view")}
            </a>
          )}
        </EditDeleteButtons>
      )}
      rowTestId="post-row"
    />
  );
}
