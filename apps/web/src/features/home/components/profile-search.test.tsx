import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { ProfileSearch } from "./profile-search";

afterEach(() => setLanguage("en"));

describe("the home page's search in Bengali", () => {
  it("hints the ages in Bengali digits", () => {
    setLanguage("bn");
    render(
      <MemoryRouter>
        <ProfileSearch />
      </MemoryRouter>,
    );
    expect(screen.getByPlaceholderText("১৮")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("৬০")).toBeInTheDocument();
  });
});
