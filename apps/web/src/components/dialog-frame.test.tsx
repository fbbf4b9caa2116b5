import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DialogClose, DialogFrame } from "./dialog-frame";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Suspend
      </button>
      <DialogFrame open={open} onOpenChange={setOpen} title="Suspend member" description="Why?">
        <input aria-label="Reason" />
        <DialogClose>Cancel</DialogClose>
      </DialogFrame>
    </>
  );
}

describe("DialogFrame", () => {
  it("keeps the focus inside while open and gives it back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Suspend" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Suspend member" });
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(opener).toHaveFocus();
  });
});
