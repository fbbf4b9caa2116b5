import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";
import { RegistrationForm, type RegistrationFormProps } from "../components/registration-form";

export type Reply = { status?: number; body: unknown } | Error;
export type Call = { method: string; url: string; body: unknown };

/**
 * Route-based fetch mock: "METHOD /api/path" → a reply, or a list of replies used in turn.
 * Unlisted GET /api/options fails (the form falls back to the built-in lists).
 */
export function mockApi(routes: Record<string, Reply | Reply[]> = {}) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const url = String(input);
    calls.push({ method, url, body: typeof init.body === "string" ? JSON.parse(init.body) : init.body });
    const queue = queues.get(`${method} ${url}`);
    const reply = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!reply)
      return new Response(JSON.stringify({ success: false, message: "Not found", error: "Not found", code: "not_found" }), { status: 404 });
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fn);
  return { calls, fn };
}

export type XhrSent = { method: string; url: string; body: FormData };

/** XMLHttpRequest stand-in (the register call uses XHR for upload progress). */
export function mockXhr(reply: { status: number; body: unknown }) {
  const sent: XhrSent[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent };
}

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

export const otpSentReply = (extra: Record<string, unknown> = {}): Reply => ({
  body: { success: true, data: { sent: true, phone: "9830012345", expiresIn: 300, resendIn: 60, ...extra } },
});

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
  await user.selectOptions(select(/^Religion/), "Hindu");
  await user.selectOptions(select(/^Community/), "Brahmin");
  await user.selectOptions(select(/^Caste/), "Rarhi");
  await user.selectOptions(select(/^Profession/), "Service");
}
