import type { View } from "./card-photo";

/** A card's shape while the list loads. */
export function ProfileCardSkeleton({ view }: { view: View }) {
  return (
    <div
      aria-hidden
      className={`flex animate-pulse gap-3 overflow-hidden rounded-2xl border border-stone-200 bg-white p-3 ${view === "list" ? "sm:gap-4 sm:p-4" : "sm:flex-col sm:gap-0 sm:p-0"}`}
    >
      <div
        className={`aspect-[4/5] shrink-0 rounded-xl bg-stone-200 ${view === "list" ? "w-24 sm:w-40" : "w-24 sm:w-full sm:rounded-none"}`}
      />
      <div className="flex-1 space-y-2 sm:p-4">
        <div className="h-3 w-20 rounded bg-stone-200" />
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-3 w-1/2 rounded bg-stone-200" />
        <div className="h-3 w-2/3 rounded bg-stone-200" />
        <div className="h-9 w-full rounded-full bg-stone-200" />
      </div>
    </div>
  );
}
