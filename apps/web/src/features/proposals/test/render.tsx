import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, vi } from "vitest";
import { clearToasts, Toaster } from "@/components/toast";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fetch-mock";

afterEach(() => {
  clearToasts();
  session.clear();
  vi.unstubAllGlobals();
});

export type Reply = { status?: number; body: unknown } | Error | string;

/** Fetch answered by "METHOD /api/path" (query string ignored); records each call with its JSON body. */
export function routeFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const url = String(input);
      calls.push({ method, url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      const key = `${method} ${url.split("?")[0]}`;
      const entry = routes[key];
      const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      if (reply === undefined) throw new Error(`Unexpected fetch ${key}`);
      if (reply instanceof Error) throw reply;
      if (typeof reply === "string") return new Response(reply, { status: 500 });
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

const party = {
  userId: 9,
  profileId: "B2001",
  name: "Barsha Das",
  gender: "bride",
  age: 29,
  memberType: "QUICK",
  image: null,
  listed: true,
};
const noContact = { visible: false, reason: "not_entitled", advertiserName: null, relation: null, phone: null, email: null };
/** A proposal as the API answers it. */
export const proposal = (over: Record<string, unknown> = {}) => ({
  id: 1,
  direction: "sent",
  status: "pending",
  message: "Namaskar",
  responseMessage: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  respondedAt: null,
  other: party,
  contact: noContact,
  ...over,
});

export const ok = (data: unknown, message?: string, status = 200) => ({ status, body: { success: true, message, data } });
export const fail = (status: number, message: string, code = "error") => ({
  status,
  body: { success: false, message, error: message, code },
});

export function signIn() {
  session.signIn("tok", sessionUser);
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}

/** Renders inside a fresh query client and a memory router at `path`; `/auth/login` shows a marker. */
export function renderAt(ui: ReactNode, path = "/profile/B2001") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/login" element={<h1>Login page</h1>} />
          <Route path="/profiles" element={<h1>Profiles page</h1>} />
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
