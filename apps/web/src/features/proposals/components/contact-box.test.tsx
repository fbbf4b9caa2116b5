import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TAdvertiserContact } from "@app/contract";
import { formatDate } from "@/lib/format";
import { setLanguage } from "@/lib/i18n";
import { fail, fakeNetwork, ok } from "@/test/network";
import { renderAt, signIn } from "../test/render";
import { ContactBox } from "./contact-box";

const hidden = (reason: TAdvertiserContact["reason"]): TAdvertiserContact => ({
  visible: false,
  reason,
  advertiserName: null,
  relation: null,
  phone: null,
  email: null,
});
const shown: TAdvertiserContact = {
  visible: true,
  reason: "contact_access",
  advertiserName: "Subrata Das",
  relation: "Father",
  phone: "9830098300",
  email: "das@example.com",
};
const points = (ccp: number, views = 3) =>
  ok({
    proposalPoints: 1,
    ccp,
    telecallerCalls: 0,
    sentThisMonth: 0,
    monthlyLimit: 20,
    contactViewsToday: views,
    dailyContactLimit: 25,
    ledger: [],
    total: 0,
    page: 1,
    limit: 1,
    totalPages: 0,
  });
const box = (contact: TAdvertiserContact, isDemo = false, ytmVerifiedOn: string | null = "2026-11-01") =>
  renderAt(<ContactBox profileId="B2001" contact={contact} ytmVerifiedOn={ytmVerifiedOn} isDemo={isDemo} />);
const region = () => screen.getByRole("complementary", { name: "Advertiser Contact Detail" });

describe("ContactBox", () => {
  afterEach(() => setLanguage("en"));

  it("shows an entitled contact as tel: and mailto: links, with YTM Verified On", () => {
    box(shown);
    expect(screen.getByRole("link", { name: "9830098300" })).toHaveAttribute("href", "tel:+919830098300");
    expect(screen.getByRole("link", { name: "das@example.com" })).toHaveAttribute("href", "mailto:das@example.com");
    expect(region()).toHaveTextContent("Subrata Das (Father)");
    expect(region()).toHaveTextContent("You opened this contact detail with CCP.");
    expect(region()).toHaveTextContent("YTM Verified On 1 Nov 2026");
  });

  it("says the advertiser has not yet confirmed, in either language, when there is no confirmation day", () => {
    box(shown, false, null);
    expect(screen.getByText(/^YTM Verified On/)).toHaveTextContent(/^YTM Verified On Not yet confirmed$/);
  });

  it("writes the confirmation day in the reader's language", () => {
    setLanguage("bn");
    box(shown, false, "2026-11-01");
    expect(screen.getByText(/^YTM যাচাইয়ের তারিখ/)).toHaveTextContent(`YTM যাচাইয়ের তারিখ ${formatDate("2026-11-01")}`);
    expect(screen.getByText(/^YTM যাচাইয়ের তারিখ/)).toHaveTextContent("২০২৬");
  });

  it("asks a visitor to log in and remembers the page", async () => {
    box(hidden("sign_in"));
    expect(region()).toHaveTextContent("Log in to see whether this family's contact detail is available to you.");
    await userEvent.click(screen.getByRole("button", { name: "Log in to see contact" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(sessionStorage.getItem("redirectAfterLogin")).toBe("/profile/B2001");
  });

  it("on a video ad asks a visitor to log in, without asking the server for a balance they do not have", async () => {
    const { calls } = fakeNetwork();
    box(hidden("video_masked"));
    expect(region()).toHaveTextContent("Video ads keep their contact detail private");
    expect(screen.queryByRole("button", { name: "View contact for 1 CCP" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log in to see contact" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(sessionStorage.getItem("redirectAfterLogin")).toBe("/profile/B2001");
    expect(calls).toEqual([]);
  });

  it("offers a proposal, 1 CCP with the balance and confirmation, or a plan; then shows the contact", async () => {
    signIn();
    const { calls } = fakeNetwork({
      "GET /api/points": points(10),
      "POST /api/profiles/B2001/contact": ok({ contact: shown, ccpSpent: true, ccp: 9, contactViewsToday: 4, dailyContactLimit: 25 }),
    });
    box(hidden("not_entitled"));
    expect(region()).toHaveTextContent("Send a proposal");
    expect(screen.getByRole("link", { name: "a plan that shows contacts" })).toHaveAttribute("href", "/plans");
    expect(await screen.findByText("10 CCP")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "View contact for 1 CCP" }));
    expect(screen.getByText("Use 1 CCP to see this family's contact detail?")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Yes, use 1 CCP" }));
    expect(await screen.findByRole("link", { name: "9830098300" })).toHaveAttribute("href", "tel:+919830098300");
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/profiles/B2001/contact");
  });

  it("Cancel on the confirmation spends nothing", async () => {
    signIn();
    const { calls } = fakeNetwork({ "GET /api/points": points(5) });
    box(hidden("not_entitled"));
    await userEvent.click(screen.getByRole("button", { name: "View contact for 1 CCP" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "View contact for 1 CCP" })).toBeInTheDocument();
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("with no CCP left, links to the plans", async () => {
    signIn();
    fakeNetwork({
      "GET /api/points": points(1),
      "POST /api/profiles/B2001/contact": fail(
        409,
        "You have no CCP left. Buy a plan to get more contact check points.",
        "insufficient_points",
      ),
    });
    box(hidden("not_entitled"));
    await screen.findByText("1 CCP");
    await userEvent.click(screen.getByRole("button", { name: "View contact for 1 CCP" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, use 1 CCP" }));
    expect(await screen.findByText(/You have no CCP left\. Buy a plan/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get more CCP" })).toHaveAttribute("href", "/plans");
  });

  it("a zero balance disables the CCP button", async () => {
    signIn();
    fakeNetwork({ "GET /api/points": points(0) });
    box(hidden("not_entitled"));
    expect(await screen.findByText("0 CCP")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View contact for 1 CCP" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Get more CCP" })).toBeInTheDocument();
  });

  it("shows the daily limit message from the server", async () => {
    signIn();
    fakeNetwork({
      "GET /api/points": points(5),
      "POST /api/profiles/B2001/contact": fail(
        429,
        "You can open at most 25 new contact details a day. Please try again tomorrow.",
        "limit_reached",
      ),
    });
    box(hidden("not_entitled"));
    await userEvent.click(screen.getByRole("button", { name: "View contact for 1 CCP" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, use 1 CCP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You can open at most 25 new contact details a day.");
  });

  it("explains video ads and still offers CCP", async () => {
    signIn();
    fakeNetwork({ "GET /api/points": points(5) });
    box(hidden("video_masked"));
    expect(region()).toHaveTextContent(
      "Video ads keep their contact detail private until the family accepts your proposal or you use CCP to see it.",
    );
    expect(screen.getByRole("button", { name: "View contact for 1 CCP" })).toBeInTheDocument();
  });

  it("says when today's contact views are used up", async () => {
    signIn();
    fakeNetwork({ "GET /api/points": points(5, 25) });
    box(hidden("daily_limit"));
    expect(region()).toHaveTextContent("new contact details today, the most allowed in a day");
    expect(screen.queryByRole("button", { name: "View contact for 1 CCP" })).toBeNull();
  });

  it("sample profiles have no contact detail", () => {
    box(hidden("not_entitled"), true);
    expect(region()).toHaveTextContent("Sample profiles have no contact detail.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
