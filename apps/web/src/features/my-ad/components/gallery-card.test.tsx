import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TMyPhoto } from "@app/contract";
import { fakeNetwork, gate, ok } from "@/test/network";
import { GalleryCard } from "./gallery-card";

const photo = (id: string, position: number, reviewStatus: TMyPhoto["reviewStatus"] = "approved"): TMyPhoto => ({
  id,
  url: `/api/media/${id}`,
  thumbUrl: `/api/media/${id}/thumb`,
  position,
  reviewStatus,
});

function renderCard(photos: TMyPhoto[]) {
  const qc = new QueryClient();
  render(
    <QueryClientProvider client={qc}>
      <GalleryCard photos={photos} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

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
    const answer = gate();
    const { calls } = fakeNetwork({
      "POST /api/upload": {
        ...ok({ photo: photo("c", 0, "pending"), photos: [photo("c", 0, "pending")], bonusGranted: true }),
        wait: answer.wait,
      },
    });
    const user = renderCard([]);
    await user.upload(screen.getByLabelText("Choose photos to upload"), new File([new Uint8Array(10)], "me.jpg", { type: "image/jpeg" }));
    const bar = await screen.findByRole("progressbar", { name: "Uploading me.jpg" });
    await vi.waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    const form = calls[0].body as FormData;
    expect(form.get("type")).toBe("profile");
    expect(form.get("file")).toBeInstanceOf(File);
    answer.open();
    expect(await screen.findByText("Photo uploaded. It will appear on your ad once approved.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("makes a photo the poster by sending the new order", async () => {
    const { calls } = fakeNetwork({ "PUT /api/profiles/photos": ok({ photos: [photo("b", 0), photo("a", 1)] }) });
    const user = renderCard([photo("a", 0), photo("b", 1)]);
    await user.click(screen.getByRole("button", { name: "Make photo 2 the poster" }));
    expect(await screen.findByText("Poster photo changed")).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ photos: ["b", "a"] }]);
  });
});
