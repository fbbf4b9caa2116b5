import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";
import { smallButton } from "@/features/admin-auth";

/** Up and down buttons of an ordered list. */
export function MoveButtons({
  index,
  count,
  onMove,
  label,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  label: string;
}) {
  const { t } = useTranslation(adminContentNs);
  const cls = `${smallButton} border-stone-300 bg-white px-2`;
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={cls} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <span aria-hidden="true">↑</span>
        <span className="sr-only">
          {t("common.moveUp")}: {label}
        </span>
      </button>
      <button type="button" className={cls} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <span aria-hidden="true">↓</span>
        <span className="sr-only">
          {t("common.moveDown")}: {label}
        </span>
      </button>
    </span>
  );
}

/** The ids of a list with one entry moved. */
export function moved<T extends { id: number }>(list: T[], from: number, to: number): number[] {
  const ids = list.map((x) => x.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id);
  return ids;
}
