import type { ComponentProps } from "react";
import { inputClasses, type FieldLook } from "@/components/field";

/** A select in a field's look; the long forms' look draws its own chevron, as `SelectField` does. */
export function SelectBox({ look, ...props }: { look: FieldLook } & Omit<ComponentProps<"select">, "className">) {
  if (look !== "form") return <select {...props} className={inputClasses[look]} />;
  return (
    <div className="relative">
      <select {...props} className={`${inputClasses.form} appearance-none pr-10`} />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-500"
      >
        <path
          fillRule="evenodd"
          d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        />
      </svg>
    </div>
  );
}
