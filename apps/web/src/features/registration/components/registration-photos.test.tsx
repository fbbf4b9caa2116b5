import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeNetwork } from "@/test/network";
import { renderForm } from "../test/helpers";

vi.mock("@/components/captcha-field", () => import("@/test/captcha"));

const createObjectURL = vi.fn((f: File) => `blob:${f.name}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  fakeNetwork();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
});

const jpeg = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

describe("photo upload", () => {
  it("rejects a file that is not an image, with a message, and keeps the images", async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText("Choose photos");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(input).toHaveAttribute("multiple");
    await user.upload(input, [jpeg("face.jpg"), new File(["%PDF"], "cv.pdf", { type: "application/pdf" })]);
    expect(screen.getByText('"cv.pdf" is not an image. Please choose JPEG, PNG or WebP photos.')).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Chosen photos" });
    expect(within(list).getAllByRole("img")).toHaveLength(1);
    expect(within(list).getByRole("img")).toHaveAttribute("src", "blob:face.jpg");
  });

  it("rejects unsupported image types and photos over 5 MB", async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText("Choose photos"), [
      new File(["GIF89a"], "anim.gif", { type: "image/gif" }),
      jpeg("huge.jpg", 5 * 1024 * 1024 + 1),
    ]);
    expect(screen.getByText(/"anim.gif" is not a supported image type/)).toBeInTheDocument();
    expect(screen.getByText(/"huge.jpg" is larger than 5 MB/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Chosen photos" })).not.toBeInTheDocument();
  });

  it("accepts at most 10 photos, with Add more until then, and removes one (revoking its preview)", async () => {
    const { user } = renderForm();
    await user.upload(
      screen.getByLabelText("Choose photos"),
      Array.from({ length: 9 }, (_, i) => jpeg(`p${i}.jpg`)),
    );
    expect(screen.getByRole("button", { name: "Add more" })).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Choose photos"), [jpeg("p9.jpg"), jpeg("p10.jpg")]);
    expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(10);
    expect(screen.getByText(/You can upload at most 10 photos, so 1 photo was not added/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add more" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove photo 1 (p0.jpg)" }));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:p0.jpg");
    expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(9);
    expect(screen.getByRole("button", { name: "Add more" })).toBeInTheDocument();
  });
});
