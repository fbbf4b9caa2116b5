import { describe, expect, it } from "vitest";
import { photoSrcSet } from "./photo-sizes";

describe("photoSrcSet", () => {
  it("offers the phone size and the full photo, keeping a signed grant on both", () => {
    expect(photoSrcSet("/api/media/abc")).toBe("/api/media/abc/medium 1080w, /api/media/abc 1600w");
    expect(photoSrcSet("/api/media/abc?exp=1&sig=x")).toBe("/api/media/abc/medium?exp=1&sig=x 1080w, /api/media/abc?exp=1&sig=x 1600w");
  });
});
