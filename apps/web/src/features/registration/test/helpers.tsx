import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";
import { ok, type Call } from "@/test/network";
import { RegistrationForm, type RegistrationFormProps } from "../components/registration-form";

export function renderForm(props: Partial<RegistrationFormProps> = {}) {
  const onRegistered = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <RegistrationForm onRegistered={onRegistered} {...props} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  return { ...utils, user, onRegistered };
}

export const otpSentReply = (extra: Record<string, unknown> = {}) =>
  ok({ sent: true, phone: "9830012345", expiresIn: 300, resendIn: 60, ...extra });

/** The registration requests (multipart, sent with upload progress) among the calls. */
export const registrations = (calls: Call[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/auth/register").map((c) => ({ url: c.url, body: c.body as FormData }));

export const submitButton = () => screen.getByRole("button", { name: "Complete Registration" });
export const select = (label: RegExp | string) => screen.getByLabelText(label, { selector: "select" }) as HTMLSelectElement;
export const optionLabels = (el: HTMLSelectElement) =>
  within(el)
    .getAllByRole("option")
    .map((o) => o.textContent);

type User = ReturnType<typeof userEvent.setup>;

/** Sends the OTP for 98300 12345 and types the code. */
export async function sendAndEnterOtp(user: User, code = "123456") {
  await user.type(screen.getByLabelText(/Mobile number/), "98300 12345");
  await user.click(screen.getByRole("button", { name: "Send OTP" }));
  await screen.findByText(/OTP sent successfully!/);
  await user.type(screen.getByLabelText(/^OTP/), code);
}

/** Fills every required field with valid values (not the OTP / consent). */
export async function fillRequired(user: User) {
  await user.click(screen.getByRole("radio", { name: "Female" }));
  await user.type(screen.getByLabelText(/Candidate's Name/), "Ananya Sen");
  await user.selectOptions(select(/Marital status/), "Never Married");
  await user.type(screen.getByLabelText(/Date of birth/), "1996-04-12");
  await user.selectOptions(select(/^Height/), `5'4"`);
  await user.selectOptions(select(/^Religion/), "Hindu");
  await user.selectOptions(select(/^Community/), "Brahmin");
  await user.selectOptions(select(/^Caste/), "Rarhi");
  await user.selectOptions(select(/^Profession/), "Service");
}

/** A file whose bytes begin like a JPEG (the form reads the content, not the name). */
export const jpegFile = (name: string, bytes = 10) => {
  const data = new Uint8Array(Math.max(bytes, 4));
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([data], name, { type: "image/jpeg" });
};
