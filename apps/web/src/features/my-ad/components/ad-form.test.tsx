import { describe, expect, it, onTestFinished } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TMyAd } from "@app/contract";
import { kolkataPlace, myAd } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { AdForm } from "./ad-form";

const ad: TMyAd = myAd;

function renderForm(of: TMyAd = ad) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AdForm ad={of} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("Edit My Ad form", () => {
  it("checks mandatory fields and the age before sending", async () => {
    const { calls } = fakeNetwork();
    const user = renderForm();
    await user.clear(screen.getByLabelText(/^Full Name/));
    await user.clear(screen.getByLabelText(/^Date of Birth/));
    await user.type(screen.getByLabelText(/^Date of Birth/), "2014-05-01");
    await user.selectOptions(screen.getByLabelText(/^Height/), "");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Please enter the candidate's name")).toBeInTheDocument();
    expect(screen.getByText("The groom must be at least 21 years old")).toBeInTheDocument();
    expect(screen.getByText("Please choose the height")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });

  it("shows the server's field errors on their fields with the failure message", async () => {
    fakeNetwork({
      "PUT /api/profiles/update": fail(400, "Please choose a caste of the Brahmin community", "validation_failed", {
        errors: [{ field: "caste", message: "Please choose a caste of the Brahmin community" }],
      }),
    });
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(/Failed to update profile\. Please try again\./)).toBeInTheDocument();
    const caste = screen.getByLabelText(/^Caste/);
    expect(caste).toHaveAttribute("aria-invalid", "true");
    expect(caste.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(caste.getAttribute("aria-describedby")!.split(" ")[0])).toHaveTextContent(
      "Please choose a caste of the Brahmin community",
    );
  });

  it("sends the whole form and confirms the save", async () => {
    const { calls } = fakeNetwork({
      "PUT /api/profiles/update": ok({ ad: { ...ad, city: "Kolkata" }, pendingApproval: false }, "Profile updated successfully!"),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText(/^City/), "Kolkata");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")).toBeTruthy());
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe("/api/profiles/update");
    expect(put.body).toMatchObject({ name: "Arijit Chatterjee", city: "Kolkata", heightInches: 66, aboutMyself: null });
  });

  it("shows the ad's birth details, the place by name, and sends them; \"I don't know the time\" sends the time as unknown", async () => {
    const birth = { time: "05:30", place: kolkataPlace, moonPada: 2, lagna: 3, marsHouseFromLagna: 7, marsHouseFromMoon: 4 };
    const { calls } = fakeNetwork({
      [`GET /api/places/${kolkataPlace.id}`]: ok({ place: kolkataPlace }),
      "PUT /api/profiles/update": ok({ ad, pendingApproval: false }, "Profile updated successfully!"),
    });
    const user = renderForm({ ...ad, birth, birthVisibility: "members" });
    expect(screen.getByLabelText(/^Time of birth/)).toHaveValue("05:30");
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^Place of birth/ })).toHaveValue("Kolkata, West Bengal"));
    expect(screen.getByLabelText(/^Who may see the time and place of birth/)).toHaveValue("members");
    await user.selectOptions(screen.getByLabelText(/^Who may see the time and place of birth/), "everyone");
    await user.click(screen.getByRole("checkbox", { name: "I don't know the time of birth" }));
    expect(screen.getByLabelText(/^Time of birth/)).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      birthTime: null,
      birthPlaceId: kolkataPlace.id,
      birthVisibility: "everyone",
    });
  });

  it("saves a fresh ad as registered: Profile For, mother tongue and qualification may stay empty", async () => {
    const { calls } = fakeNetwork({ "PUT /api/profiles/update": ok({ ad, pendingApproval: false }, "Profile updated successfully!") });
    const fresh: TMyAd = { ...ad, relationWithCandidate: null, advertiserName: null, motherTongue: null, highestQualification: null };
    const user = renderForm({ ...fresh, qualificationCategory: null, qualificationDegree: null });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      relationWithCandidate: null,
      motherTongue: null,
      heightInches: 66,
    });
  });

  it("on a failed save says at the top what is missing, and brings the first field in error into view with the cursor in it", async () => {
    const { calls } = fakeNetwork();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => void (Element.prototype.scrollIntoView = original));
    const user = renderForm({ ...ad, heightInches: null, caste: "" });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const summary = await screen.findByText("Your ad was not saved. 2 fields need your attention:");
    const alert = summary.closest("[role=alert]") as HTMLElement;
    expect(alert).toHaveTextContent("Caste: Please choose a caste");
    expect(alert).toHaveTextContent("Height: Please choose the height");
    const caste = screen.getByLabelText(/^Caste/);
    await waitFor(() => expect(caste).toHaveFocus());
    expect(scrolled).toContain(alert.parentElement);
    // The summary's entries lead to their fields.
    await user.click(screen.getByRole("button", { name: /Height: Please choose the height/ }));
    expect(screen.getByLabelText(/^Height/)).toHaveFocus();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });
});
