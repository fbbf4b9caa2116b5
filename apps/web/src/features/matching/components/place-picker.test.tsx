import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fail, fakeNetwork, ok } from "@/test/network";
import { kalyani, kolar, kolkata } from "../test/fixtures";
import { PlacePicker } from "./place-picker";

function Picker({ start = "" }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <PlacePicker value={value} onChange={setValue} debounceMs={0} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderPicker(start?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Picker start={start} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const box = () => screen.getByRole("combobox", { name: /Place of birth/ });
const value = () => screen.getByTestId("value").textContent;

describe("PlacePicker", () => {
  it("searches India first as the member types, moves through the suggestions by keyboard and chooses with Enter", async () => {
    const network = fakeNetwork({ "GET /api/places": ok({ places: [kolkata, kalyani, kolar] }) });
    const user = renderPicker();
    expect(box()).toHaveAttribute("aria-expanded", "false");
    await user.type(box(), "K");
    const list = await screen.findByRole("listbox", { name: "Places matching your text" });
    const url = new URL(network.calls.at(-1)!.url, "http://x");
    expect(url.searchParams.get("q")).toBe("K");
    expect(url.searchParams.get("country")).toBe("IN");
    expect(box()).toHaveAttribute("aria-expanded", "true");
    expect(box()).toHaveAttribute("aria-controls", list.id);
    // Each suggestion shows its state beside the town.
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["KolkataWest Bengal", "KalyaniWest Bengal", "KolarKarnataka"]);
    expect(box()).toHaveAttribute("aria-activedescendant", options[0].id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box()).toHaveAttribute("aria-activedescendant", options[2].id);
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(value()).toBe(kalyani.id);
    expect(box()).toHaveValue("Kalyani, West Bengal");
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(box()).not.toHaveAttribute("aria-activedescendant");
  });

  it("searches the chosen country, chooses by pointer, and clears the place", async () => {
    const network = fakeNetwork({
      "GET /api/places": ok({ places: [{ ...kolkata, id: "bd-dhaka-dhaka", name: "Dhaka", region: "Dhaka", country: "BD" }] }),
    });
    const user = renderPicker();
    await user.selectOptions(screen.getByLabelText("Country of birth"), "BD");
    await user.type(box(), "Dha");
    await user.click(await screen.findByRole("option", { name: /Dhaka/ }));
    expect(new URL(network.calls.at(-1)!.url, "http://x").searchParams.get("country")).toBe("BD");
    expect(value()).toBe("bd-dhaka-dhaka");
    await user.click(screen.getByRole("button", { name: "Clear the place of birth" }));
    expect(value()).toBe("");
    expect(box()).toHaveValue("");
  });

  it("a form drawn again with only the place's id shows the place by name", async () => {
    const network = fakeNetwork({ [`GET /api/places/${kolkata.id}`]: ok({ place: kolkata }) });
    renderPicker(kolkata.id);
    await waitFor(() => expect(box()).toHaveValue("Kolkata, West Bengal"));
    expect(network.calls.map((c) => c.path)).toEqual([`/api/places/${kolkata.id}`]);
  });

  it("says when nothing is found or the search fails, and Escape gives back the chosen place", async () => {
    fakeNetwork({
      [`GET /api/places/${kolkata.id}`]: ok({ place: kolkata }),
      "GET /api/places": [ok({ places: [] }), fail(500, "Something went wrong", "internal_error")],
    });
    const user = renderPicker(kolkata.id);
    await waitFor(() => expect(box()).toHaveValue("Kolkata, West Bengal"));
    await user.clear(box());
    await user.click(box());
    await user.paste("Zq");
    expect(await screen.findByText(/No place found for “Zq”/)).toBeInTheDocument();
    await user.type(box(), "x");
    expect(await screen.findByText("The places could not be searched. Please try again.")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(box()).toHaveValue("Kolkata, West Bengal");
    expect(value()).toBe(kolkata.id);
  });
});
