import { useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { buttonStyles } from "@/components/button-styles";
import { showToast } from "@/components/toast";
import { adminContentNs } from "@/lib/locales/admin-content";
import { ListBody } from "@/components/data-table/list-page";
import { AdminHeading, DeleteConfirm, EditDeleteButtons } from "@/features/admin-auth";
import { errorText } from "./content-ui";
import { MoveButtons, moved } from "./move-buttons";

/** What a managed list does to its rows on the server: save one, delete one, put them in a new order. */
type Actions<B> = {
  save: UseMutationResult<unknown, Error, { id?: number; body: B }>;
  remove: UseMutationResult<unknown, Error, number>;
  reorder: UseMutationResult<unknown, Error, number[]>;
};

/**
 * A managed list (notices, business links, FAQ, success stories): heading with Add, the rows, optional
 * up/down ordering, an add/edit dialog and a delete confirmation.
 */
export function ManagedList<T extends { id: number }, B>({
  title,
  subtitle,
  addLabel,
  empty,
  query,
  actions,
  ordered,
  rowLabel,
  renderRow,
  renderForm,
  deleteTitle,
  top,
  testId,
}: {
  title: string;
  subtitle: string;
  addLabel: string;
  empty: string;
  query: UseQueryResult<T[]>;
  actions: Actions<B>;
  ordered?: boolean;
  rowLabel: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  renderForm: (item: T | null, open: boolean, onOpenChange: (o: boolean) => void) => ReactNode;
  deleteTitle: (item: T) => string;
  top?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation(adminContentNs);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const list = query.data ?? [];
  return (
    <div>
      {top}
      <AdminHeading
        title={title}
        subtitle={subtitle}
        action={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing({ item: null })}>
            {addLabel}
          </button>
        }
      />
      <ListBody
        padded={false}
        query={query}
        loading={t("common.loading")}
        error={{ message: query.error?.message || t("common.loadFailed") }}
        empty={{ text: empty }}
        isEmpty={list.length === 0}
      >
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.map((item, i) => (
            <li key={item.id} data-testid={testId} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">{renderRow(item)}</div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {ordered && (
                  <MoveButtons
                    index={i}
                    count={list.length}
                    label={rowLabel(item)}
                    onMove={(to) => actions.reorder.mutate(moved(list, i, to), { onSuccess: () => showToast(t("common.orderSaved")) })}
                  />
                )}
                <EditDeleteButtons
                  editLabel={t("common.edit")}
                  onEdit={() => setEditing({ item })}
                  deleteLabel={t("common.delete")}
                  onDelete={() => setDeleting(item)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
      {actions.reorder.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(actions.reorder.error)}
        </p>
      )}
      {renderForm(editing?.item ?? null, editing !== null, (o) => !o && setEditing(null))}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={actions.remove}
        title={deleting ? deleteTitle(deleting) : ""}
        description={t("common.deleteText")}
        confirmLabel={t("common.delete")}
        error={errorText(actions.remove.error)}
        doneText={() => t("common.deleted")}
      />
    </div>
  );
}
