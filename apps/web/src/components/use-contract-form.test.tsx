import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { z } from "zod";
import { api } from "@/lib/api";
import { setLanguage } from "@/lib/i18n";
import { fail, fakeNetwork, ok } from "@/test/network";
import { Field, inputClasses } from "./field";
import { useContractForm } from "./use-contract-form";

const schema = z.object({ name: z.string().trim().min(1, "Enter a name"), age: z.string() });

/** A small form that sends its values and shows what the server refused. */
function PersonForm() {
  const form = useContractForm(schema, { defaultValues: { name: "", age: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("/people", { method: "POST", body: values, auth: "none" }, z.unknown());
    } catch (e) {
      form.showServerErrors(e);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <Field label="Name" required hint="As on the certificate" error={errors.name?.message}>
        {(a11y) => <input {...form.register("name")} {...a11y} className={inputClasses.form} />}
      </Field>
      <Field label="Age" error={errors.age?.message} look="compact">
        {(a11y) => <input {...form.register("age")} {...a11y} className={inputClasses.compact} />}
      </Field>
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

const described = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

afterEach(() => setLanguage("en"));

describe("useContractForm and Field", () => {
  it("checks the schema first, the error under its field and named by the control", async () => {
    const { calls } = fakeNetwork({});
    render(<PersonForm />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByLabelText(/^Name/);
    expect(await screen.findByText("Enter a name")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAttribute("aria-required", "true");
    expect(described(name)).toEqual(["Enter a name", "As on the certificate"]);
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field error under its field and an unknown field's error in the form message", async () => {
    fakeNetwork({
      "POST /api/people": fail(400, "Validation failed", "validation_failed", {
        errors: [
          { field: "age", message: "Age must be a number" },
          { field: "photo", message: "Add a photo" },
        ],
      }),
    });
    render(<PersonForm />);
    await userEvent.type(screen.getByLabelText(/^Name/), "Ananya");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Add a photo");
    const age = screen.getByLabelText("Age");
    expect(age).toHaveAttribute("aria-invalid", "true");
    expect(described(age)).toEqual(["Age must be a number"]);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute("aria-invalid", "false");
  });

  it("shows a failure without field errors as the form message, in Bengali too", async () => {
    setLanguage("bn");
    fakeNetwork({ "POST /api/people": [fail(409, "This mobile number is already registered.", "conflict"), ok({})] });
    render(<PersonForm />);
    await userEvent.type(screen.getByLabelText(/^Name/), "Ananya");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("এই মোবাইল নম্বরটি আগেই নিবন্ধিত।");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await expect.poll(() => screen.queryByRole("alert")).toBeNull();
  });
});
