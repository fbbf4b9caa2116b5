/** The contract's base module, and zod with it: set up before any answer schema is built. */
export { ZFieldError } from "@app/contract";
