import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { SignInForm } from "./sign-in-form";

const schema = z.object({ email: z.string().min(1, "Email is required"), password: z.string().min(1, "Password is required") });
const texts = {
  email: "Email",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in…",
  show: { text: "Show", label: "Show password" },
  hide: { text: "Hide", label: "Hide password" },
};

describe("SignInForm", () => {
  it("checks the fields with the side's schema, reveals the password, sends the values and shows the side's failure text", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(
      <SignInForm
        schema={schema}
        idPrefix="t"
        texts={texts}
        onSubmit={async (v) => {
          sent.push(v);
          throw new Error("refused");
        }}
        failure={(e) => `Could not sign in (${(e as Error).message})`}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Email"), "admin@example.in");
    await user.type(screen.getByLabelText("Password"), "secret");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not sign in (refused)");
    expect(sent).toEqual([{ email: "admin@example.in", password: "secret" }]);
  });
});
