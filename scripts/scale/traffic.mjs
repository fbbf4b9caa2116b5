// Steady traffic through nginx, unpinned (nginx picks the instance): browse pages, ad pages (the drawn
// page and the API's detail), photos, sign-ins with a one-time code and photo uploads. Every answer
// that is not the expected success, and every request that got no answer, counts as failed.
import { setTimeout as sleep } from "node:timers/promises";
import { randomIp, registerMember, samplePhoto, signIn } from "./api.mjs";

/** Members to sign in and upload with: each signs in once (the OTP rules allow one sign-in code a minute). */
async function memberPool(client, n) {
  const pool = [];
  for (let i = 0; i < n; i++) pool.push(await registerMember(client, { gender: i % 2 ? "Male" : "Female", name: `Steady Member ${i}` }));
  return pool;
}

export async function steadyTraffic({ client, photoUrl }, { readers = 4, members = 24, signInEveryMs = 700, uploadEveryMs = 400 } = {}) {
  const pool = await memberPool(client, members);
  const browse = await client.expectOk("GET", "/api/profile/ad-profiles?limit=20");
  const ads = browse.body.data.profiles.map((p) => p.profileId);
  const images = [photoUrl, ...browse.body.data.profiles.map((p) => p.image)].filter(Boolean);
  const photo = await samplePhoto(7);
  const results = [];
  let running = true;

  async function timed(kind, send, ok = (r) => r.status >= 200 && r.status < 300) {
    const t0 = performance.now();
    try {
      const r = await send();
      results.push({
        kind,
        at: Date.now(),
        ms: performance.now() - t0,
        ok: ok(r),
        by: r.by,
        what: `${kind} ${r.status} ${r.body?.code ?? ""}`,
      });
    } catch (e) {
      results.push({
        kind,
        at: Date.now(),
        ms: performance.now() - t0,
        ok: false,
        by: "none",
        what: `${kind}: ${e.cause?.code ?? e.message}`,
      });
    }
  }

  async function reader(i) {
    for (let n = i; running; n++) {
      const ad = ads[n % ads.length];
      switch (n % 4) {
        case 0:
          await timed("browse", () => client.call("GET", `/api/profile/ad-profiles?page=${1 + (n % 3)}&limit=10`, { ip: randomIp() }));
          break;
        case 1:
          await timed("ad page", () => client.call("GET", `/profile/${ad}`, { ip: randomIp() }));
          break;
        case 2:
          await timed("ad detail", () => client.call("GET", `/api/profile/public/${ad}`, { ip: randomIp() }));
          break;
        default:
          if (images.length) await timed("photo", () => client.call("GET", images[n % images.length], { ip: randomIp() }));
      }
    }
  }

  async function signIns() {
    for (const m of pool) {
      if (!running) return;
      await timed("sign-in", async () => {
        const token = await signIn(client, m.phone, { ip: randomIp() });
        return { status: token ? 200 : 500, by: "both" };
      });
      await sleep(signInEveryMs);
    }
  }

  async function uploads() {
    for (let n = 0; running; n++) {
      const m = pool[n % pool.length];
      const form = new FormData();
      form.append("type", "profile");
      form.append("file", new Blob([photo], { type: "image/jpeg" }), `steady-${n}.jpg`);
      await timed("upload", () => client.call("POST", "/api/upload", { token: m.token, ip: m.ip, form }));
      await sleep(uploadEveryMs);
    }
  }

  const loops = [...Array.from({ length: readers }, (_, i) => reader(i)), signIns(), uploads()];
  return {
    /** Whether the instance answered a request sent after `since`. */
    answeredBy: (name, since) => results.some((r) => r.by === name && r.at - r.ms > since),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    summary() {
      const failed = results.filter((r) => !r.ok);
      const byInstance = {};
      const kinds = {};
      for (const r of results) {
        byInstance[r.by] = (byInstance[r.by] ?? 0) + 1;
        kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
      }
      return {
        sent: results.length,
        failed: failed.length,
        failures: failed.map((r) => r.what),
        slowest: Math.round(Math.max(...results.map((r) => r.ms))),
        byInstance,
        kinds: Object.entries(kinds)
          .map(([k, v]) => `${v} ${k}`)
          .join(", "),
      };
    },
  };
}
