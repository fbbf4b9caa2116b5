import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Gallery } from "./gallery";

const images = [1, 2, 3].map((i) => ({ url: `/api/media/p${i}`, thumbUrl: `/api/media/p${i}/thumb` }));

describe("Gallery", () => {
  it("pages through the approved photos with previous, next and the thumbnails", async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} label="B2001" />);
    const position = screen.getByTestId("gallery-position");
    expect(position).toHaveTextContent("1 / 3");
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(position).toHaveTextContent("2 / 3");
    expect(screen.getByRole("img", { name: "B2001, photo 2 of 3" })).toHaveAttribute("src", "/api/media/p2");
    await user.click(screen.getByRole("button", { name: "Previous photo" }));
    await user.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(position).toHaveTextContent("3 / 3");
    await user.click(screen.getByRole("button", { name: "Show photo 1" }));
    expect(position).toHaveTextContent("1 / 3");
  });

  it("shows a placeholder while no photo is approved", () => {
    render(<Gallery images={[]} label="B2001" />);
    expect(screen.getByRole("img", { name: "No photos yet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next photo" })).not.toBeInTheDocument();
  });
});
