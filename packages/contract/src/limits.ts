// The registration form's limits, without schemas (a page can show them without loading zod).

/** Minimum ages at marriage under Indian law. */
export const minimumAge = { Male: 21, Female: 18 } as const;
export const maximumAge = 70;

/** Heights offered by registration and Edit My Ad: 4'6" to 6'6", value in inches. */
export const heightOptions = Array.from({ length: 25 }, (_, i) => {
  const inches = 54 + i;
  return { value: String(inches), label: `${Math.floor(inches / 12)}'${inches % 12}"` };
});

export const photoLimits = {
  maxFiles: 10,
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 25_000_000,
  accept: ["image/jpeg", "image/png", "image/webp"],
} as const;
