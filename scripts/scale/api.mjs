// A client of the service through nginx: `via: "a" | "b"` pins a request to one instance (the test
// configuration's X-Instance header), `ip` names the visitor's address (X-Forwarded-For, which the test
// configuration's realip takes as the client's). Every answer says which instance gave it (X-Upstream).
import { randomInt } from "node:crypto";
import { generateSync } from "otplib";
import sharp from "sharp";

export function createClient(baseUrl, ports) {
  const instanceOf = (upstream) => Object.keys(ports).find((n) => upstream?.endsWith(`:${ports[n]}`)) ?? upstream ?? "nginx";

  /** One request; answers { status, body (JSON or text), headers, by (instance), ms }. Never throws for an HTTP status. */
  async function call(method, path, { via, ip, token, json, form, headers = {}, timeout = 30_000 } = {}) {
    const h = { ...headers };
    if (via) h["x-instance"] = via;
    if (ip) h["x-forwarded-for"] = ip;
    if (token) h.authorization = `Bearer ${token}`;
    let body;
    if (json !== undefined) {
      h["content-type"] = "application/json";
      body = JSON.stringify(json);
    } else if (form) body = form;
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { method, headers: h, body, signal: AbortSignal.timeout(timeout) });
    const type = res.headers.get("content-type") ?? "";
    const raw = Buffer.from(await res.arrayBuffer());
    const parsed = type.includes("json")
      ? JSON.parse(raw.toString("utf8") || "null")
      : type.startsWith("text")
        ? raw.toString("utf8")
        : raw;
    return {
      status: res.status,
      body: parsed,
      headers: res.headers,
      by: instanceOf(res.headers.get("x-upstream")),
      ms: performance.now() - t0,
    };
  }

  /** A request that must answer `status` (200 unless told); answers its data. */
  async function expectOk(method, path, opts = {}, status = 200) {
    const r = await call(method, path, opts);
    if (r.status !== status)
      throw new Error(`${method} ${path}${opts.via ? ` via ${opts.via}` : ""}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 300)}`);
    if (opts.via && r.by !== opts.via) throw new Error(`${method} ${path}: answered by ${r.by}, not ${opts.via}`);
    return r;
  }

  return { call, expectOk };
}

/** A fresh 10-digit Indian mobile number. */
export const randomPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;

/** A visitor's address of its own (10.x.y.z), so per-address limits of one step do not count another's. */
export const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/** A small real JPEG; `large`: about 1.8 MB of noise, more than nginx keeps in memory (client_body_buffer_size 1m). */
export async function samplePhoto(seed = 0, { large = false } = {}) {
  if (large)
    return sharp({ create: { width: 1600, height: 1600, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
  return sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 190, g: (60 + seed * 37) % 255, b: 90 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const registration = (gender, phone, otp, name) => ({
  gender,
  phone,
  otp,
  name,
  maritalStatus: "Never Married",
  dateOfBirth: gender === "Male" ? "1994-03-12" : "1997-08-25",
  heightInches: gender === "Male" ? "69" : "63",
  state: "West Bengal",
  religion: "Hindu",
  community: "Kayastha",
  caste: "Dakshin Rarhi",
  motherTongue: "Bengali",
  profession: "Service",
  language: "en",
  consent: "true",
});

/** Registers a member (the OTP and the form, with a photo when `photo`: true, or "large"), each step through the instance named. */
export async function registerMember(client, { gender = "Female", name, photo = false, ip = randomIp(), otpVia, registerVia }) {
  const phone = randomPhone();
  const sent = await client.expectOk("POST", "/api/auth/send-registration-otp", { via: otpVia, ip, json: { phone } });
  const form = new FormData();
  for (const [k, v] of Object.entries(registration(gender, phone, sent.body.data.fallbackOTP, name))) form.append(k, v);
  if (photo)
    form.append(
      "photos",
      new Blob([await samplePhoto(name.length, { large: photo === "large" })], { type: "image/jpeg" }),
      "candidate.jpg",
    );
  const r = await client.expectOk("POST", "/api/auth/register", { via: registerVia, ip, form }, 201);
  const { token, user } = r.body.data;
  return { phone, name, token, user, adId: user.profileId, ip, registeredBy: r.by };
}

/** Signs a member in with a one-time code: the code's request and the sign-in may go to different instances. */
export async function signIn(client, phone, { ip = randomIp(), sendVia, loginVia } = {}) {
  const sent = await client.expectOk("POST", "/api/auth/login", { via: sendVia, ip, json: { phone } });
  const r = await client.expectOk("POST", "/api/auth/login", { via: loginVia, ip, json: { phone, otp: sent.body.data.fallbackOTP } });
  return r.body.data.token;
}

/** Signs the demo admin in (the first sign-in enrols the authenticator); answers the token. */
export async function adminSignIn(client, { email = "admin@shubhobibaho.in", password = "Admin@2026", via } = {}) {
  const first = await client.expectOk("POST", "/api/admin/login", { via, json: { email, password } });
  const { challenge, secret } = first.body.data;
  if (!secret) throw new Error("the demo admin was enrolled before: this run needs a fresh database");
  const code = generateSync({ secret });
  const r = await client.expectOk("POST", "/api/admin/login/totp", { via, json: { challenge, code } });
  return r.body.data.token;
}
