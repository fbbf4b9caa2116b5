import { createContext, useContext } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { RegistrationFormInput, RegistrationFormValues } from "../lib/form-schema";

type FormMethods = UseFormReturn<RegistrationFormInput, unknown, RegistrationFormValues>;

const FormMethodsContext = createContext<FormMethods | null>(null);

/** Gives the form's sections its methods (the object `useForm` returns, the same one for the form's life). */
export const FormMethodsProvider = FormMethodsContext.Provider;

/**
 * The registration form's methods (register, setValue, control, …) in one of its sections. Unlike
 * react-hook-form's `useFormContext`, whose value changes with any of the form's state, reading them
 * does not re-render a section when something elsewhere in the form changes: a section follows the
 * errors it shows with `useFormState` and the values it shows with `useWatch`. (Readiness after the
 * first render is such a change: it would re-draw the whole form at once on a slow phone.)
 */
export function useFormMethods(): FormMethods {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error("useFormMethods outside the registration form");
  return methods;
}
