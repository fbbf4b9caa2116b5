import { onTestFinished, vi } from "vitest";

/** A file the page handed to the browser to save: the name it gave and the bytes. */
export type Saved = { filename: string; blob: Blob };

/**
 * Catches the files a test's page saves (an object URL clicked through a link with `download`) instead
 * of the browser's download, for the rest of the test. Returns them in order.
 */
export function catchDownloads(): Saved[] {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  const previous = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ filename: this.download, blob });
  });
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, previous);
  });
  return saved;
}
