/** A row's Bengali text under its English one, when it has one. */
export function BnLine({ text }: { text: string | null }) {
  return text ? (
    <p lang="bn" className="mt-0.5 text-sm text-stone-600">
      {text}
    </p>
  ) : null;
}
