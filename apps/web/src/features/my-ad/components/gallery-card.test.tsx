import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TMyPhoto } from "@app/contract";
import { GalleryCard } from "./gallery-card";

const photo = (id: string, position: number, reviewStatus: TMyPhoto["reviewStatus"] = "approved"): TMyPhoto => ({
  id,
  url: `/api/media/${id}`,
  thumbUrl: `/api/media/${id}/thumb`,
  position,
  reviewStatus,
});

/** XMLHttpRequest stand-in: reports half the upload, then answers. */
function mockXhr(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  let finish: () => void = () => undefined;
  class FakeXhr {
    status = 0;
    responseText = "";
    upload = { onprogress: null as null | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) };
    onload: null | (() => void) = null;
    onerror = null;
    onabort = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push(body);
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }), 0);
      finish = () => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      };
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent, finish: () => finish() };
}

function renderCard(photos: TMyPhoto[]) {
  const qc = new QueryClient();
  render(
    <QueryClientProvider client={qc}>
      <GalleryCard photos={photos} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

afterEach(() => vi.unstubAllGlobals());

describe("gallery card", () => {
  it("shows the poster with its counter and refuses a file that is not a photo", async () => {
    const user = renderCard([photo("a", 0), photo("b", 1, "pending")]);
    expect(screen.getByText("1/5")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Poster photo" })).toHaveAttribute("src", "/api/media/a");
    const list = screen.getByRole("list", { name: /Your photos/ });
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Pending approval");
    await user.upload(screen.getByLabelText("Choose photos to upload"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("notes.txt: only photos (JPEG, PNG or WebP) can be uploaded.")).toBeInTheDocument();
  });

  it("uploads with a progress bar and type=profile", async () => {
    const xhr = mockXhr({
      status: 200,
      body: { success: true, data: { photo: photo("c", 0, "pending"), photos: [photo("c", 0, "pending")], bonusGranted: true } },
    });
    const user = renderCard([]);
    await user.upload(screen.getByLabelText("Choose photos to upload"), new File([new Uint8Array(10)], "me.jpg", { type: "image/jpeg" }));
    const bar = await screen.findByRole("progressbar", { name: "Uploading me.jpg" });
    await vi.waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(xhr.sent[0].get("type")).toBe("profile");
    expect(xhr.sent[0].get("file")).toBeInstanceOf(File);
    xhr.finish();
    expect(await screen.findByText("Photo uploaded. It will appear on your ad once approved.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("makes a photo the poster by sending the new order", async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: true, data: { photos: [photo("b", 0), photo("a", 1)] } }), { status: 200 });
      }),
    );
    const user = renderCard([photo("a", 0), photo("b", 1)]);
    await user.click(screen.getByRole("button", { name: "Make photo 2 the poster" }));
    expect(await screen.findByText("Poster photo changed")).toBeInTheDocument();
    expect(calls).toEqual([{ photos: ["b", "a"] }]);
  });
});
