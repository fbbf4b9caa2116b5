import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseMutationResult } from "@tanstack/react-query";
import { showToast } from "@/components/toast";
import { Confirm, smallButton } from "./admin-ui";

/** A row's Edit (a button, or a link to the edit page) and Delete, after any buttons of the row's own. */
export function EditDeleteButtons({
  editLabel,
  onEdit,
  editTo,
  deleteLabel,
  deleteTitle,
  onDelete,
  children,
}: {
  editLabel: string;
  onEdit?: () => void;
  editTo?: string;
  deleteLabel: string;
  /** The Delete button's tooltip (why a delete may be refused). */
  deleteTitle?: string;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const edit = `${smallButton} border-stone-300 bg-white`;
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap">
      {children}
      {editTo ? (
        <Link to={editTo} className={edit}>
          {editLabel}
        </Link>
      ) : (
        <button type="button" className={edit} onClick={onEdit}>
          {editLabel}
        </button>
      )}
      <button
        type="button"
        className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
        title={deleteTitle}
        onClick={onDelete}
      >
        {deleteLabel}
      </button>
    </div>
  );
}

/** Asks before a row is deleted; the server's refusal shows in the dialog, and a toast says it is done. */
export function DeleteConfirm<T extends { id: number }, R>({
  item,
  onClose,
  remove,
  title,
  description,
  confirmLabel,
  error,
  doneText,
}: {
  item: T | null;
  onClose: () => void;
  remove: UseMutationResult<R, Error, number>;
  title: string;
  description: string;
  confirmLabel: string;
  /** The refusal as shown (in the page's language). */
  error?: string;
  doneText: (result: R) => string;
}) {
  return (
    <Confirm
      open={item !== null}
      onOpenChange={(o) => {
        if (!o) {
          onClose();
          remove.reset();
        }
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busy={remove.isPending}
      error={error}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: (r) => {
            onClose();
            showToast(doneText(r));
          },
        })
      }
    />
  );
}
