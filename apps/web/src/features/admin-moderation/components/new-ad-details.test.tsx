import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { TPendingAd } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { NewAdDetails } from "./new-ad-details";

const ad: TPendingAd = {
  member: { id: 7, profileId: "B2007", name: "Ruma Ghosh", status: "active" },
  gender: "Female",
  dateOfBirth: "1998-04-12",
  community: "Kayastha",
  profession: "Engineer",
  photo: null,
  registeredAt: "2026-11-20T10:00:00Z",
  awaitingConsent: false,
  live: true,
  waitingSince: "2026-11-20T10:00:00Z",
  overdue: false,
};

afterEach(() => setLanguage("en"));

describe("a new ad in the queue, in Bengali", () => {
  it("gives the gender, community and profession in Bengali and the birth date as a date", () => {
    setLanguage("bn");
    render(<NewAdDetails a={ad} member={<span>B2007</span>} />);
    expect(screen.getByText(/^মহিলা · .*১৯৯৮ · কায়স্থ · ইঞ্জিনিয়ার$/)).toBeInTheDocument();
    expect(screen.queryByText(/Female|Kayastha|Engineer|1998-04-12/)).not.toBeInTheDocument();
  });
});
