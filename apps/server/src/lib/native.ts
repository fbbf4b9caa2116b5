// Native modules load on first use, not at start-up: a start that resizes no photo and hashes no
// password does not pay for loading libvips or argon2.
import type Sharp from "sharp";

// A loaded library is the same for every app in the process: the one module-level cache the server keeps.
// eslint-disable-next-line no-restricted-syntax
let sharpModule: Promise<typeof Sharp> | undefined;
/** sharp, with its file cache off (uploads are read once). */
export function loadSharp(): Promise<typeof Sharp> {
  return (sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

// eslint-disable-next-line no-restricted-syntax
let argon2Module: Promise<typeof import("@node-rs/argon2")> | undefined;
export function loadArgon2(): Promise<typeof import("@node-rs/argon2")> {
  return (argon2Module ??= import("@node-rs/argon2"));
}
