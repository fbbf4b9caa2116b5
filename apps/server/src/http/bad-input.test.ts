import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, multipart, newPhone, registerMember, registrationOtp, validAd, type TestApp } from "../test/harness.ts";
import { adminSession } from "../modules/admin-auth/test-factory.ts";
import { findControlCharacter, multiLine, singleLine } from "./input-guard.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerMember(t.app)).token;
});
afterAll(() => t.close());

/** A failure in the envelope, with no stack, SQL or echo of the request. */
function expectEnvelope(res: { statusCode: number; json: () => Record<string, unknown>; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  expect(body.error).toBe(body.message);
  return body;
}

describe("control characters", () => {
  it.each([
    ["GET", "/api/profile/public/%00"],
    ["GET", "/api/profile/public/B2001%00"],
    ["GET", "/api/blogs?search=%00"],
    ["GET", "/api/blogs/%00"],
    ["GET", "/api/profile/ad-profiles?city=Kol%00kata"],
    ["GET", "/api/profile/ad-profiles?subcaste=%00"],
    ["GET", "/api/profile/ad-profiles?search=a%01b"],
  ])("%s %s is refused with 400", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url });
    const body = expectEnvelope(res, 400);
    expect(body.message).toBe("Text must not contain control characters.");
  });

  it("in a signed-in member's body (a report's details, a favourite's id) is refused, and nothing is written", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const report = await t.app.inject({
      method: "POST",
      url: "/api/profiles/B2001/report",
      headers: auth,
      payload: { reason: "Already married", details: "bad\u0000text" },
    });
    expect(expectEnvelope(report, 400).errors).toEqual([{ field: "details", message: "Text must not contain control characters." }]);
    const fav = await t.app.inject({ method: "POST", url: "/api/profile/%00/favourite", headers: auth });
    expectEnvelope(fav, 400);
    expect(await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from reports`)).toEqual([{ n: 0 }]);
  });

  it("line breaks and tabs in multi-line text pass the guard; control characters in keys do not", () => {
    expect(findControlCharacter({ about: "line one\nline two\r\n\tindented" }, multiLine, "body")).toBeNull();
    expect(findControlCharacter({ list: ["ok", "b\u0000d"] }, singleLine, "body")).toBe("body.list.1");
    expect(findControlCharacter({ "k\u0000": "v" }, singleLine, "body")).toBe("body");
    expect(findControlCharacter(Buffer.from([0, 1, 2]), singleLine, "body")).toBeNull();
  });
});

describe("router errors", () => {
  it("a URL that cannot be decoded gets 400 in the envelope", async () => {
    expectEnvelope(await t.app.inject({ method: "GET", url: "/api/profile/public/%E0%A4" }), 400);
  });

  it("an overlong path parameter gets 414 in the envelope, without the URL echoed back", async () => {
    const long = "x".repeat(5000);
    const res = await t.app.inject({ method: "GET", url: `/api/profile/public/${long}` });
    expectEnvelope(res, 414);
    expect(res.body).not.toContain("xxxxxxxxxx");
  });
});

describe("broken multipart", () => {
  it("a body without a boundary is refused with 400 on registration and uploads", async () => {
    for (const url of ["/api/auth/register", "/api/upload", "/api/dashboard/kyc"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "multipart/form-data", authorization: `Bearer ${token}` },
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      });
      expectEnvelope(res, 400);
    }
  });

  it("a truncated registration body is refused with 400, and no member or file is stored", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const files = t.mediaFiles().length;
    const { payload, headers } = multipart({ ...validAd(), phone, otp }, [
      { name: "photos", filename: "a.jpg", type: "image/jpeg", data: Buffer.alloc(20_000, 7) },
    ]);
    const cut = payload.subarray(0, payload.length - 9_000);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", headers, payload: cut });
    expectEnvelope(res, 400);
    expect(t.mediaFiles().length).toBe(files);
    expect(await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where phone = ${phone}`)).toEqual([{ n: 0 }]);
  });
});

describe("integers past a 32-bit column", () => {
  it.each([
    ["GET", "/api/plans/2147483648"],
    ["GET", "/api/plans/99999999999"],
    ["GET", "/api/plans/-2147483649"],
    ["PUT", "/api/profiles/photo-requests/2147483648"],
    ["GET", "/api/proposals/99999999999"],
    ["GET", "/api/blogs?page=2147483648"],
    ["GET", "/api/profile/ad-profiles?page=99999999999"],
  ] as const)("%s %s is refused with 400 before it reaches the database", async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(method === "PUT" ? { payload: { status: "accepted" } } : {}),
    });
    expect(expectEnvelope(res, 400).code).toBe("validation_failed");
  });

  it("the largest id a column holds is an ordinary unknown id", async () => {
    expectEnvelope(await t.app.inject({ method: "GET", url: "/api/plans/2147483647" }), 404);
  });
});

describe("multipart whose last part is never closed", () => {
  const jpegStart = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(30_000, 7)]);
  // The start of an MP4: a 24-byte ftyp box, then filler.
  const mp4Start = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom", "latin1"), Buffer.alloc(30_000, 7)]);
  const unclosed = (fields: Record<string, string>) => {
    const video = fields.type === "video";
    const { payload, headers } = multipart(fields, [
      { name: "file", filename: video ? "a.mp4" : "a.jpg", type: video ? "video/mp4" : "image/jpeg", data: video ? mp4Start : jpegStart },
    ]);
    // Drop the closing boundary and the end of the file: the last part never ends.
    return { headers, payload: payload.subarray(0, payload.length - 1_000) };
  };

  it.each([
    ["/api/upload", { type: "profile" }],
    ["/api/upload", { type: "video" }],
    ["/api/dashboard/kyc", { docType: "aadhaar" }],
    ["/api/admin/content/images", {}],
  ] as const)("POST %s %j answers 400 in the envelope, and stores no file and no row", async (url, fields) => {
    const auth = url.startsWith("/api/admin") ? (await adminSession(t, "moderator")).auth : { authorization: `Bearer ${token}` };
    const files = t.mediaFiles().length;
    const counts = async () =>
      rawRows<{ media: number; kyc: number; images: number }>(
        t.db,
        sql`select (select count(*)::int from media) as media, (select count(*)::int from kyc_documents) as kyc,
                   (select count(*)::int from content_images) as images`,
      );
    const before = await counts();
    const { headers, payload } = unclosed(fields);
    const res = await t.app.inject({ method: "POST", url, headers: { ...headers, ...auth }, payload });
    const body = expectEnvelope(res, 400);
    expect(body.code).toBe("validation_failed");
    expect(t.mediaFiles().length).toBe(files);
    expect(await counts()).toEqual(before);
  });
});

describe("personal answers", () => {
  it("every answer to a request with a token is no-store; public answers are not touched", async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const url of ["/api/auth/profile", "/api/points", "/api/users/me", "/api/proposals/received", "/api/profiles/me"]) {
      const res = await t.app.inject({ method: "GET", url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const wrong = await t.app.inject({ method: "GET", url: "/api/auth/profile", headers: { authorization: "Bearer not-a-token" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["cache-control"]).toBe("no-store");
    // A route that chose its own caching keeps it (the plan list is the same for everyone).
    const plans = await t.app.inject({ method: "GET", url: "/api/plans", headers: auth });
    expect(plans.headers["cache-control"]).toBe("public, max-age=60");
  });
});

describe("bearer header", () => {
  it("is read strictly: extra spaces or trailing text are not a session", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/users/me", headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    for (const header of [`Bearer  ${token}`, `Bearer ${token} `, `Bearer ${token} x`, `bearer ${token}`]) {
      const res = await t.app.inject({ method: "GET", url: "/api/users/me", headers: { authorization: header } });
      expect(res.statusCode, JSON.stringify(header)).toBe(401);
    }
  });
});

describe("slow clients", () => {
  it("a whole request must arrive within the configured time, its headers within 60 s, checked every second", async () => {
    expect(t.config.requestTimeoutMs).toBe(600_000);
    expect(t.app.server.requestTimeout).toBe(600_000);
    expect(t.app.server.headersTimeout).toBe(60_000);
    // Node sets it from the server's options; @types/node 20 does not name it.
    expect((t.app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1_000);
    const quick = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: "5" } });
    try {
      expect(quick.app.server.requestTimeout).toBe(5_000);
      // Headers never wait longer than the whole request may.
      expect(quick.app.server.headersTimeout).toBe(5_000);
    } finally {
      await quick.close();
    }
  });

  it("a connection trickling its headers is answered 408 and closed once the header time is up, not a check interval later", async () => {
    const quick = await createTestApp({ env: { HEADERS_TIMEOUT_SECONDS: "2" } });
    try {
      await quick.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = quick.app.server.address() as AddressInfo;
      const started = Date.now();
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (d) => (answer += d.toString("latin1")));
      // The drip may write after the server's 408 and close: the peer then resets the connection,
      // which is how this ends, not a failure (the answer and the close time are what is checked).
      socket.on("error", (err: NodeJS.ErrnoException) => {
        if (err.code !== "ECONNRESET" && err.code !== "EPIPE") throw err;
      });
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      // One more header line every 200 ms: always sending, never finishing.
      const drip = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
      const closedAfter = await new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)));
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfter).toBeGreaterThanOrEqual(2_000);
      expect(closedAfter).toBeLessThan(2_000 + 1_000 + 500);
      // A client that sends its headers in time is answered.
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      await quick.close();
    }
  });
});
