import { describe, expect, it, vi } from "vitest";
import { act, render as renderRaw, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { ReactElement } from "react";
import { session } from "@/lib/session";
import { myAd, sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { watchNearness } from "@/test/near";
import { FilterSidebar } from "./filter-sidebar";

/** The sidebar as the browse page holds it: in the router, with the query client (the yotok filter reads the member's ad). */
const render = (ui: ReactElement) =>
  renderRaw(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

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

describe("FilterSidebar: yotok", () => {
  it("is drawn, and its code loaded, only as the panel's end comes near the screen", async () => {
    const watched = watchNearness();
    render(<FilterSidebar initial={{}} onApply={vi.fn()} onClear={vi.fn()} />);
    await act(async () => watched.forEach((w) => w.fire(false)));
    expect(screen.queryByText("Sign in to filter by the yotok with your own birth chart.")).not.toBeInTheDocument();
    await act(async () => watched.forEach((w) => w.fire(true)));
    expect(await screen.findByText("Sign in to filter by the yotok with your own birth chart.")).toBeInTheDocument();
  });

  it("a visitor is told that the yotok filter needs signing in", async () => {
    render(<FilterSidebar initial={{}} onApply={vi.fn()} onClear={vi.fn()} />);
    expect(await screen.findByText("Sign in to filter by the yotok with your own birth chart.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Yotok with me")).not.toBeInTheDocument();
  });

  it("a member whose ad has no birth details is shown how to add them", async () => {
    session.signIn("tok", sessionUser);
    fakeNetwork({ "GET /api/profiles/me": ok({ ad: { ...myAd, horoscope: null } }) });
    render(<FilterSidebar initial={{}} onApply={vi.fn()} onClear={vi.fn()} />);
    expect(await screen.findByRole("link", { name: "Add birth details" })).toHaveAttribute("href", "/edit-ad#birth-details");
    expect(screen.queryByLabelText("Yotok with me")).not.toBeInTheDocument();
  });

  it("a member with a birth chart filters by the verdict and the gunas, kept in the filter as the query's yotok and minGuna", async () => {
    session.signIn("tok", sessionUser);
    const horoscope = {
      moonRashi: 4,
      moonNakshatra: 9,
      moonCertain: true,
      moonCandidates: [{ rashi: 4, nakshatra: 9 }],
      mangalDosha: false,
    };
    fakeNetwork({ "GET /api/profiles/me": ok({ ad: { ...myAd, horoscope } }) });
    const onApply = vi.fn();
    render(<FilterSidebar initial={{ minGuna: "24" }} onApply={onApply} onClear={vi.fn()} />);
    const level = await screen.findByLabelText("Yotok with me");
    expect(screen.getByLabelText("At least this many gunas (of 36)")).toHaveValue("24");
    const user = userEvent.setup();
    await user.selectOptions(level, "uttam");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ yotok: "uttam", minGuna: "24" }));
  });

  it("without a birth time whose day moved the Moon's nakshatra, offers the verdict but not the gunas, and says why", async () => {
    session.signIn("tok", sessionUser);
    const candidates = [
      { rashi: 4, nakshatra: 9 },
      { rashi: 4, nakshatra: 10 },
    ];
    const horoscope = { moonRashi: 4, moonNakshatra: 9, moonCertain: false, moonCandidates: candidates, mangalDosha: null };
    fakeNetwork({ "GET /api/profiles/me": ok({ ad: { ...myAd, horoscope } }) });
    render(<FilterSidebar initial={{}} onApply={vi.fn()} onClear={vi.fn()} />);
    expect(await screen.findByLabelText("Yotok with me")).toBeInTheDocument();
    expect(screen.queryByLabelText(/At least this many gunas/)).not.toBeInTheDocument();
    expect(screen.getByText(/add your birth time to filter by gunas/)).toBeInTheDocument();
  });
});
