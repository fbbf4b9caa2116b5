/** A centred spinner with a visible label (announced politely to screen readers). */
export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 py-16 text-stone-600 ${className}`}>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
