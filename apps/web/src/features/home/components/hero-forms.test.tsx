import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { fail, fakeNetwork, ok } from "@/test/network";
import { profileDetail } from "@/test/fixtures";
import { ProfileSearch } from "./profile-search";
import { RegistrationBox } from "./registration-box";

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(ui: React.ReactNode) {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("RegistrationBox", () => {
  it("asks for a valid number, then opens /register with gender and the 10 digits", async () => {
    const user = renderAt(<RegistrationBox />);
    await user.click(screen.getByRole("button", { name: "Register Now" }));
    expect(await screen.findByText("Mobile number is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Mobile number"), "12345");
    await user.click(screen.getByRole("button", { name: "Register Now" }));
    expect(await screen.findByText("Please enter a valid 10-digit mobile number")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Mobile number"));
    await user.type(screen.getByLabelText("Mobile number"), "+91 98300 12345");
    await user.click(screen.getByRole("radio", { name: "Groom" }));
    await user.click(screen.getByRole("button", { name: "Register Now" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/register?gender=Male&phone=9830012345");
  });
});

describe("ProfileSearch", () => {
  it("checks the typed id, says when no ad has it, and opens the profile when one does", async () => {
    const { calls } = fakeNetwork({
      "GET /api/profile/public/G9999": fail(404, "Not found", "not_found"),
      "GET /api/profile/public/B2001": ok(profileDetail),
    });
    const user = renderAt(<ProfileSearch />);
    await user.type(screen.getByLabelText("Profile ID"), "#");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("Please enter a profile ID, for example B2001 or G2001.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText("Profile ID"));
    await user.type(screen.getByLabelText("Profile ID"), "g 9999");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("No profile found with ID G9999. Please check the ID and try again.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("No profile found with ID G9999");
    await user.clear(screen.getByLabelText("Profile ID"));
    await user.type(screen.getByLabelText("Profile ID"), "b2001");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/profile/B2001");
    expect(calls.map((c) => c.url)).toEqual(["/api/profile/public/G9999", "/api/profile/public/B2001"]);
  });

  it("keeps ages between 18 and 60 with from ≤ to, then opens /profiles with the filters set", async () => {
    const user = renderAt(<ProfileSearch />);
    await user.type(screen.getByLabelText("Age from"), "17");
    await user.click(screen.getByRole("button", { name: "Search Profiles" }));
    expect(await screen.findByText("Age from must be between 18 and 60")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Age from"));
    await user.type(screen.getByLabelText("Age from"), "30");
    await user.type(screen.getByLabelText("Age to"), "25");
    await user.click(screen.getByRole("button", { name: "Search Profiles" }));
    expect(await screen.findByText("Age to must not be less than age from")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Age to"));
    await user.type(screen.getByLabelText("Age to"), "35");
    await user.click(screen.getByRole("checkbox", { name: "Looking for a bride" }));
    await user.selectOptions(screen.getByLabelText("Religion"), "hindu");
    await user.click(screen.getByRole("button", { name: "Search Profiles" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/profiles?profileFor=groom&ageFrom=30&ageTo=35&religion=hindu");
  });
});
