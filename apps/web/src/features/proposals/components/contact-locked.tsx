import { Icon, icons } from "@/components/icon";

/** A line saying what keeps the contact hidden, with a lock. */
export function Locked({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
      <Icon d={icons.lock} />
      <span>{children}</span>
    </p>
  );
}
