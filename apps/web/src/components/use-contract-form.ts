import { useMemo, useState } from "react";
import { useForm, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { TFieldError } from "@app/contract";
import { ApiError } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { localizeMessage } from "@/lib/messages";

/** A form's schema: any contract or form schema whose input is an object of fields. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;
/** The schema, or a loader of it: the schema (zod and the contract) then loads on the form's first check, not with the page. */
type SchemaOrLoader<S extends FormSchema> = S | (() => Promise<S>);

export type ContractFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> & {
  /** The form's field names, when the schema is loaded later (else its keys and the default values' are used). */
  fields?: readonly string[];
};

export type ServerErrorOptions = {
  /** The form's field a server field stands for ("partnerPreferences.minAge" → "minAge"); undefined: not one of the form's. */
  field?: (name: string) => string | undefined;
  /** Moves the focus to the first field the server refused. */
  shouldFocus?: boolean;
  /** The form message when the answer names no field of the form (else the server's message). */
  fallback?: string;
};

export type ServerErrorsShown = {
  /** The form's fields that now show a server error. */
  fields: string[];
  /** The form-level message (also in `formError`), or undefined when every error went under a field. */
  message?: string;
};

export type ContractForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Puts a failed request's field errors (the 400 envelope's `errors`) under the form's fields, and
   * whatever names no field of the form, or a failure without field errors, into the form message.
   * `err` is the failure, or a list of field errors already taken from it.
   */
  showServerErrors: (err: unknown, options?: ServerErrorOptions) => ServerErrorsShown;
  /** The form-level message (`errors.root.server`) in the chosen language. */
  formError: string | undefined;
};

/** The top-level field names of an object schema (through `.pipe`), for telling the form's fields from others. */
function shapeKeys(schema: unknown): string[] {
  const def = (schema as { def?: { shape?: object; in?: unknown } } | undefined)?.def;
  if (def?.shape) return Object.keys(def.shape);
  return def?.in ? shapeKeys(def.in) : [];
}

type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;
const resolve = <S extends FormSchema>(schema: S): FormResolver<S> => zodResolver<FieldValues, unknown, FieldValues, S>(schema);

/** A resolver that loads its schema on the form's first check. */
function lazyResolve<S extends FormSchema>(load: () => Promise<S>): FormResolver<S> {
  let loaded: Promise<FormResolver<S>> | undefined;
  return async (values, context, options) => (await (loaded ??= load().then(resolve)))(values, context, options);
}

/**
 * react-hook-form checked by a contract schema, typed from it (no casts), and able to show the server's
 * field errors on the form: `const form = useContractForm(ZReportBody, { defaultValues })`.
 */
export function useContractForm<S extends FormSchema>(
  schema: SchemaOrLoader<S>,
  { fields: fieldNames, ...options }: ContractFormOptions<S> = {},
): ContractForm<S> {
  // A loader is taken once; a schema built anew (its messages in the chosen language) checks from then on.
  const [lazy] = useState(() => (typeof schema === "function" ? lazyResolve(schema) : undefined));
  const eager = typeof schema === "function" ? undefined : schema;
  const resolver = useMemo(() => (eager ? resolve(eager) : lazy), [eager, lazy]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
  // The form's own object, kept for its life (sections that take it from a context do not re-render), with the two additions.
  const [contractForm] = useState(() => withServerErrors(form, fieldNames ?? (eager ? shapeKeys(eager) : [])));
  return contractForm;
}

function withServerErrors<S extends FormSchema>(
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  known: readonly string[],
): ContractForm<S> {
  const { setError, getValues } = form;
  function showServerErrors(err: unknown, opts: ServerErrorOptions = {}): ServerErrorsShown {
    const names = new Set([...known, ...Object.keys(getValues() ?? {})]);
    const fields: string[] = [];
    const rest: string[] = [];
    const list: readonly TFieldError[] = Array.isArray(err) ? err : err instanceof ApiError ? err.errors : [];
    for (const e of list) {
      const name = opts.field ? opts.field(e.field) : e.field;
      if (name !== undefined && names.has(name.split(".")[0])) {
        const first = fields.length === 0;
        setError(
          name as FieldPath<z.input<S>>,
          { type: "server", message: e.message },
          { shouldFocus: Boolean(opts.shouldFocus) && first },
        );
        fields.push(name);
      } else rest.push(localizeMessage(e.message));
    }
    const message = rest.length
      ? rest.join(" ")
      : fields.length
        ? undefined
        : (opts.fallback ?? (Array.isArray(err) ? undefined : errorText(err)));
    if (message) setError("root.server", { type: "server", message });
    return { fields, message };
  }
  return Object.defineProperties(form as ContractForm<S>, {
    showServerErrors: { value: showServerErrors },
    // Read during render, so the component follows the form's errors.
    formError: {
      get: () => {
        const root = form.formState.errors.root?.server?.message;
        return root ? localizeMessage(root) : undefined;
      },
    },
  });
}
