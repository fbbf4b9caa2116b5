import "@/lib/i18n";
import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { defaultOptions } from "@app/contract";
import { kolkataPlace } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { AddMemberForm } from "./add-member-form";

function renderForm() {
  localStorage.setItem("rrToken", "rr-token");
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddMemberForm active />
    </QueryClientProvider>,
  );
}

const names = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);

/** The member's own details, the same in every test. */
async function fillMember(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Ruma Ghosh");
  await user.selectOptions(screen.getByLabelText(/^Gender/), "Female");
  await user.type(screen.getByLabelText(/^Mobile number/), "9830012345");
  await user.type(screen.getByLabelText(/^Email/), "ruma@example.in");
  await user.type(screen.getByLabelText(/^Date of birth/), "1998-04-12");
  await user.selectOptions(screen.getByLabelText(/^Marital status/), "Never Married");
  await user.selectOptions(screen.getByLabelText(/^Profession/), "Service");
}

describe("AddMemberForm", () => {
  it("offers the registration catalogue, religion → community → caste, and sends the member's language", async () => {
    const { calls } = fakeNetwork({
      "GET /api/options": ok(defaultOptions),
      "POST /api/rr/members": ok({ memberId: "G2001", status: "awaiting_consent" }, "Member registered", 201),
    });
    renderForm();
    const user = userEvent.setup();
    const community = screen.getByLabelText("Community");
    expect(community).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Religion"), "Hindu");
    expect(names(community)).toContain("Brahmin");
    await user.selectOptions(community, "Brahmin");
    await user.selectOptions(screen.getByLabelText("Caste"), "Rarhi");
    // Another religion empties what depended on the first.
    await user.selectOptions(screen.getByLabelText("Religion"), "Muslim");
    expect(community).toHaveValue("");
    expect(screen.getByLabelText("Caste")).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Religion"), "Hindu");
    await user.selectOptions(community, "Brahmin");
    await user.selectOptions(screen.getByLabelText("Caste"), "Rarhi");

    expect(names(screen.getByLabelText(/^Profession/))).toEqual(["Choose...", ...defaultOptions.professions.map((p) => p.label)]);
    await fillMember(user);
    await user.selectOptions(screen.getByLabelText(/^State/), "West Bengal");
    await user.selectOptions(screen.getByLabelText(/^Language of the member/), "bn");
    await user.click(screen.getByRole("button", { name: "Register Member" }));

    expect(await screen.findByText(/Member G2001 registered/)).toBeInTheDocument();
    const sent = calls.find((c) => c.path === "/api/rr/members")!.body as FormData;
    expect(Object.fromEntries(sent.entries())).toMatchObject({
      religion: "Hindu",
      community: "Brahmin",
      caste: "Rarhi",
      profession: "Service",
      state: "West Bengal",
      language: "bn",
    });
  });

  it("puts the server's field errors on their fields", async () => {
    fakeNetwork({
      "GET /api/options": ok(defaultOptions),
      "POST /api/rr/members": fail(400, "Please check the member's details", "validation_failed", {
        errors: [{ field: "caste", message: "Please choose a caste of the Brahmin community" }],
      }),
    });
    renderForm();
    const user = userEvent.setup();
    await fillMember(user);
    await user.click(screen.getByRole("button", { name: "Register Member" }));
    await waitFor(() => expect(screen.getByText("Please choose a caste of the Brahmin community")).toBeInTheDocument());
    expect(screen.getByLabelText("Caste")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends the time and place of birth and who may see them; an unknown time is not sent", async () => {
    const { calls } = fakeNetwork({
      "GET /api/options": ok(defaultOptions),
      "GET /api/places": ok({ places: [kolkataPlace] }),
      "POST /api/rr/members": ok({ memberId: "B2001", status: "awaiting_consent" }, "Member registered", 201),
    });
    renderForm();
    const user = userEvent.setup();
    await fillMember(user);
    await user.type(screen.getByLabelText(/^Time of birth/), "06:15");
    await user.type(screen.getByRole("combobox", { name: /^Place of birth/ }), "Kol");
    await user.click(await screen.findByRole("option", { name: /Kolkata/ }));
    await user.click(screen.getByRole("button", { name: "Register Member" }));
    expect(await screen.findByText(/Member B2001 registered/)).toBeInTheDocument();
    const first = calls.filter((c) => c.path === "/api/rr/members")[0].body as FormData;
    expect(first.get("birthTime")).toBe("06:15");
    expect(first.get("birthPlaceId")).toBe(kolkataPlace.id);
    expect(first.get("birthVisibility")).toBe("accepted");

    // The form is empty again: this member's time is not known.
    await fillMember(user);
    await user.click(screen.getByRole("checkbox", { name: "I don't know the time of birth" }));
    await user.selectOptions(screen.getByLabelText(/^Who may see the time and place of birth/), "nobody");
    await user.click(screen.getByRole("button", { name: "Register Member" }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/rr/members")).toHaveLength(2));
    const second = calls.filter((c) => c.path === "/api/rr/members")[1].body as FormData;
    expect(second.has("birthTime")).toBe(false);
    expect(second.has("birthPlaceId")).toBe(false);
    expect(second.get("birthVisibility")).toBe("nobody");
    // A whole form typed key by key: more than the default 5 s when the machine is busy.
  }, 20_000);
});
