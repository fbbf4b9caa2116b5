import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeNetwork } from "@/test/network";
import { jpegFile, renderForm } from "../test/helpers";

const createObjectURL = vi.fn((f: File) => `blob:${f.name}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  fakeNetwork();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
});

const jpeg = jpegFile;

describe("photo upload", () => {
  it("rejects a file that is not an image, with a message, and keeps the images", async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText("Choose photos");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(input).toHaveAttribute("multiple");
    await user.upload(input, [jpeg("face.jpg"), new File(["%PDF"], "cv.pdf", { type: "application/pdf" })]);
    expect(await screen.findByText('"cv.pdf" is not an image. Please choose JPEG, PNG or WebP photos.')).toBeInTheDocument();
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
    expect(await screen.findByText(/"anim.gif" is not a supported image type/)).toBeInTheDocument();
    expect(screen.getByText(/"huge.jpg" is larger than 5 MB/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Chosen photos" })).not.toBeInTheDocument();
  });

  it("accepts at most 10 photos, with Add more until then, and removes one (revoking its preview)", async () => {
    const { user } = renderForm();
    await user.upload(
      screen.getByLabelText("Choose photos"),
      Array.from({ length: 9 }, (_, i) => jpeg(`p${i}.jpg`)),
    );
    expect(await screen.findByRole("button", { name: "Add more" })).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Choose photos"), [jpeg("p9.jpg"), jpeg("p10.jpg")]);
    await screen.findByText(/You can upload at most 10 photos/);
    expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(10);
    expect(screen.getByText(/You can upload at most 10 photos, so 1 photo was not added/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add more" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove photo 1 (p0.jpg)" }));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:p0.jpg");
    expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(9);
    expect(screen.getByRole("button", { name: "Add more" })).toBeInTheDocument();
  });

  it("reads the content before the preview: a text file renamed .jpg is refused by name, the rest of the form stays", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Candidate's Name/), "Ananya Sen");
    const fake = new File(["Dear diary, not a picture at all"], "wedding photo.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Choose photos"), [jpeg("face.jpg"), fake]);
    expect(await screen.findByText('"wedding photo.jpg" is not a photo. Please choose JPEG, PNG or WebP photos.')).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Chosen photos" });
    expect(within(list).getAllByRole("img")).toHaveLength(1);
    expect(createObjectURL.mock.calls.map(([f]) => f.name)).toEqual(["face.jpg"]);
    expect(screen.getByLabelText(/Candidate's Name/)).toHaveValue("Ananya Sen");
  });

  it("refuses a file that begins like a JPEG but cannot be decoded", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn((b: Blob) =>
        (b as File).name === "broken.jpg" ? Promise.reject(new Error("bad")) : Promise.resolve({ width: 4, height: 4, close() {} }),
      ),
    );
    const { user } = renderForm();
    await user.upload(screen.getByLabelText("Choose photos"), [jpeg("broken.jpg"), jpeg("fine.jpg")]);
    expect(await screen.findByText('"broken.jpg" could not be opened as a picture. Please choose another photo.')).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Chosen photos" })).getAllByRole("img")).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
