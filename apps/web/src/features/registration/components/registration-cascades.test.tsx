import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { defaultOptions } from "@app/contract";
import {
  fillRequired,
  registrations,
  optionLabels,
  otpSentReply,
  renderForm,
  select,
  sendAndEnterOtp,
  submitButton,
} from "../test/helpers";
import { fakeNetwork, ok } from "@/test/network";

describe("registration form cascades", () => {
  it("shows a religion's communities once it is chosen, and a community's castes", async () => {
    fakeNetwork();
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Community/)).not.toBeInTheDocument();
    await user.selectOptions(select(/^Religion/), "Hindu");
    const hindu = defaultOptions.religions.find((r) => r.value === "Hindu")!;
    expect(optionLabels(select(/^Community/))).toEqual(["Select community", ...hindu.communities.map((c) => c.label)]);
    expect(select(/^Caste/)).toBeDisabled();
    await user.selectOptions(select(/^Community/), "Kayastha");
    expect(select(/^Caste/)).toBeEnabled();
    expect(optionLabels(select(/^Caste/))).toContain("Bangaj");
  });

  it("changing the religion clears community and caste", async () => {
    fakeNetwork();
    const { user } = renderForm();
    await user.selectOptions(select(/^Religion/), "Hindu");
    await user.selectOptions(select(/^Community/), "Other");
    await user.selectOptions(select(/^Caste/), "Other");
    // "Other" exists under every religion: a stale value would still show after the switch.
    await user.selectOptions(select(/^Religion/), "Muslim");
    expect(select(/^Community/)).toHaveValue("");
    expect(select(/^Caste/)).toHaveValue("");
    expect(select(/^Caste/)).toBeDisabled();
    expect(optionLabels(select(/^Community/))).not.toContain("Brahmin");
  });

  it("a caste chosen under the old religion is not submitted", async () => {
    const { calls } = fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": { status: 500, body: {} },
    });
    const { user } = renderForm();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.selectOptions(select(/^Religion/), "Muslim");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await waitFor(() => expect(select(/^Caste/)).toHaveAttribute("aria-invalid", "true"));
    expect(select(/^Caste/)).toHaveAccessibleDescription("Please choose a caste");
    expect(select(/^Community/)).toHaveAccessibleDescription("Please choose a community");
    expect(registrations(calls)).toHaveLength(0);
  });

  it("uses the option lists from GET /api/options when the server answers", async () => {
    const options = {
      ...defaultOptions,
      religions: [
        {
          value: "Hindu",
          label: "Hindu",
          communities: [{ value: "Test Community", label: "Test Community", castes: [{ value: "X", label: "X" }] }],
        },
      ],
    };
    fakeNetwork({ "GET /api/options": ok(options) });
    const { user } = renderForm();
    await waitFor(() => expect(optionLabels(select(/^Religion/))).toEqual(["Select religion", "Hindu"]));
    await user.selectOptions(select(/^Religion/), "Hindu");
    expect(optionLabels(select(/^Community/))).toEqual(["Select community", "Test Community"]);
  });

  it("category is disabled until a level is chosen, degree until a category; changing level clears both", async () => {
    fakeNetwork();
    const { user } = renderForm();
    expect(select(/^Category/)).toBeDisabled();
    expect(select(/^Degree/)).toBeDisabled();
    await user.selectOptions(select(/Highest qualification/), "Master Degree");
    expect(select(/^Category/)).toBeEnabled();
    expect(select(/^Degree/)).toBeDisabled();
    expect(optionLabels(select(/^Category/))).toEqual([
      "Select category",
      "Arts-Science-Commerce",
      "Engineer",
      "Legal",
      "Management",
      "Medical",
      "Other",
    ]);
    await user.selectOptions(select(/^Category/), "Engineer");
    expect(select(/^Degree/)).toBeEnabled();
    await user.selectOptions(select(/^Degree/), "Other");
    // "Other" is a degree of every category: a stale value would still show.
    await user.selectOptions(select(/^Category/), "Legal");
    expect(select(/^Degree/)).toHaveValue("");

    await user.selectOptions(select(/^Category/), "Other");
    // "Other" is a category of Graduate too.
    await user.selectOptions(select(/Highest qualification/), "Graduate");
    expect(select(/^Category/)).toHaveValue("");
    expect(select(/^Degree/)).toHaveValue("");
    expect(select(/^Degree/)).toBeDisabled();
  });

  it("a category and degree chosen under the old level are not submitted", async () => {
    const { calls } = fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": { status: 500, body: { success: false, message: "Server error", code: "internal_error" } },
    });
    const { user } = renderForm();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.selectOptions(select(/Highest qualification/), "Master Degree");
    await user.selectOptions(select(/^Category/), "Engineer");
    await user.selectOptions(select(/^Degree/), "Other");
    await user.selectOptions(select(/Highest qualification/), "Graduate");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    await waitFor(() => expect(registrations(calls)).toHaveLength(1));
    const body = registrations(calls)[0].body;
    expect(body.get("highestQualification")).toBe("Graduate");
    expect(body.has("qualificationCategory")).toBe(false);
    expect(body.has("qualificationDegree")).toBe(false);
    expect(await screen.findByText("Server error")).toBeInTheDocument();
  });

  it("profession detail appears after a profession, labelled e.g. SERVICE DETAIL, and is cleared when the profession changes", async () => {
    fakeNetwork();
    const { user } = renderForm();
    expect(screen.queryByLabelText(/DETAIL$/)).not.toBeInTheDocument();
    await user.selectOptions(select(/^Profession/), "Service");
    const detail = select("SERVICE DETAIL");
    expect(optionLabels(detail)[1]).toBe("Do Not Want To Disclose");
    // Every detail list ends with "Other": a stale value would still show after the switch.
    await user.selectOptions(detail, "Other");
    expect(select("SERVICE DETAIL")).toHaveValue("Other");
    await user.selectOptions(select(/^Profession/), "Business");
    expect(screen.queryByLabelText("SERVICE DETAIL")).not.toBeInTheDocument();
    expect(select("BUSINESS DETAIL")).toHaveValue("");
  });

  it("marks the required fields", () => {
    fakeNetwork();
    renderForm();
    for (const label of [/Mobile number/, /Candidate's Name/, /Date of birth/])
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    for (const label of [/Marital status/, /^Religion/, /^Profession/]) expect(select(label)).toHaveAttribute("aria-required", "true");
    expect(select(/^State/)).not.toHaveAttribute("aria-required");
    expect(optionLabels(select(/^State/))[0]).toBe("Select State");
  });
});
