import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeNetwork, ok } from "@/test/network";
import { sessionUser } from "@/test/fixtures";
import { session } from "@/lib/session";
import { LanguageCard } from "./language-card";

describe("LanguageCard", () => {
  it("shows the member's language and saves a new one at once", async () => {
    session.signIn("t".repeat(43), sessionUser);
    const { calls } = fakeNetwork({ "PUT /api/users/me/language": ok({ user: { ...sessionUser, language: "bn" } }) });
    const user = userEvent.setup();
    render(<LanguageCard />);
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "বাংলা" }));
    expect(await screen.findByText("Saved. Your messages will come in this language.")).toBeVisible();
    expect(calls[0]).toMatchObject({ url: "/api/users/me/language", method: "PUT", body: { language: "bn" } });
    expect(screen.getByRole("radio", { name: "বাংলা" })).toBeChecked();
    expect(session.get().user?.language).toBe("bn");
  });
});
