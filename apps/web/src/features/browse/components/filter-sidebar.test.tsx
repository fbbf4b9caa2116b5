import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FilterSidebar } from "./filter-sidebar";

describe("FilterSidebar", () => {
  it("applies only the filters that are set, as they are in the URL", async () => {
    const onApply = vi.fn();
    render(<FilterSidebar initial={{ religion: ["Hindu"], q: "G20" }} onApply={onApply} onClear={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Age From"), "25");
    await user.click(screen.getByText("Bengali", { selector: "label" }));
    await user.type(screen.getByLabelText("City"), "Kolkata");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({ ageFrom: "25", city: "Kolkata", q: "G20", religion: ["Hindu"], motherTongue: ["Bengali"] }),
    );
  });

  it("keeps an age range that runs backwards from being applied, and Clear All empties the form", async () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    render(<FilterSidebar initial={{ ageFrom: "30" }} onApply={onApply} onClear={onClear} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Age To"), "25");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(await screen.findByText("Age to must not be less than age from")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    // The cursor is put in the field in error.
    expect(screen.getByRole("combobox", { name: /^Age To/ })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.getByLabelText("Age From")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({}));
  });
});
