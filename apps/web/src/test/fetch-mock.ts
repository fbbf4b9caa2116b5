import { vi } from "vitest";

export type MockReply = { status?: number; body: unknown } | Error;
export type RecordedCall = { url: string; method: string; body: unknown; headers: Record<string, string> };

/**
 * Replace global fetch with a queue of replies (JSON bodies). Returns the recorded calls.
 * An Error in the queue makes that fetch reject (network failure).
 */
export function mockFetch(...replies: MockReply[]) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? "GET",
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`Unexpected fetch ${String(input)}`);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fn);
  return { calls, fn };
}

export const sessionUser = {
  id: 7,
  profileId: "G2007",
  name: "Ananya Sen",
  phone: "9830012345",
  email: null,
  gender: "Female" as const,
  role: "member" as const,
  accountStatus: "active" as const,
  phoneVerified: true,
  points: { proposal: 1, ccp: 10 },
};
