import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver that loads its schema (zod and the contract) on the form's first check instead of
 * with the page: `resolver: lazyResolver(() => import("../lib/form-schema").then((m) => m.searchResolver))`.
 * A page whose forms are rarely used then starts without building their schemas.
 */
export function lazyResolver<T extends FieldValues, C, O>(load: () => Promise<Resolver<T, C, O>>): Resolver<T, C, O> {
  let loaded: Promise<Resolver<T, C, O>> | undefined;
  return async (values, context, options) => (await (loaded ??= load()))(values, context, options);
}
