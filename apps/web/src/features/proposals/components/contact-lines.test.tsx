import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { TAdvertiserContact } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { ContactLines } from "./contact-lines";

const contact = {
  visible: true,
  reason: "contact_access",
  advertiserName: "Tapan Ghosh",
  relation: "Father",
  phone: "9830012345",
  email: null,
} as unknown as TAdvertiserContact;

afterEach(() => setLanguage("en"));

describe("a contact detail in Bengali", () => {
  it("says who the advertiser is to the candidate in Bengali", () => {
    setLanguage("bn");
    render(<ContactLines c={contact} />);
    expect(screen.getByText("(বাবা)")).toBeInTheDocument();
    expect(screen.queryByText(/Father/)).not.toBeInTheDocument();
  });
});
