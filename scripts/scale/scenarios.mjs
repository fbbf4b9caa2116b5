// The two-instance proof's scenarios (scripts/test-scale.mjs). Each takes the running cluster and a
// client of nginx, throws on the first broken expectation and may answer a note for the report.
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { until } from "./harness.mjs";
import { randomIp, randomPhone, registerMember } from "./api.mjs";
import { steadyTraffic } from "./traffic.mjs";

function expect(cond, message) {
  if (!cond) throw new Error(message);
}
const both = ["a", "b"];

/** A member registers with a photo through A; an admin approves it through B; both show it on browse and the ad page. */
async function photoApproval(ctx) {
  const { client, adminToken } = ctx;
  const name = `Scale Bride ${randomInt(1e6)}`;
  // A photo of about 2 MB: nginx keeps the form on disk before it passes it on.
  const m = await registerMember(client, { name, photo: "large", otpVia: "a", registerVia: "a" });
  const admin = { token: adminToken };
  const adPage = `/profile/${m.adId}`;
  // B draws the ad page before the photo is approved: the initials, no photo.
  const before = await client.expectOk("GET", adPage, { via: "b" });
  expect(before.body.includes(name), "B's ad page names the new member");
  const queue = await client.expectOk("GET", `/api/admin/moderation/photos?q=${m.adId}`, { ...admin, via: "b" });
  const photo = queue.body.data.items.find((i) => i.member.profileId === m.adId);
  expect(photo, `the photo of ${m.adId} waits in B's moderation queue`);
  expect(!before.body.includes(photo.id), "the pending photo is not on the ad page");
  await client.expectOk("POST", `/api/admin/moderation/media/${photo.id}/approve`, { ...admin, via: "b", json: {} });
  for (const via of both) {
    const browse = await client.expectOk("GET", `/api/profile/ad-profiles?q=${encodeURIComponent(m.adId)}`, { via });
    const card = browse.body.data.profiles.find((p) => p.profileId === m.adId);
    expect(card?.image?.includes(photo.id), `${via}'s browse shows the approved photo (card: ${JSON.stringify(card?.image)})`);
    ctx.photoUrl = card.image;
    const img = await client.expectOk("GET", card.image, { via });
    expect(img.headers.get("content-type")?.startsWith("image/") && img.body.length > 100, `${via} serves the photo's bytes`);
    const detail = await client.expectOk("GET", `/api/profile/public/${m.adId}`, { via });
    expect(JSON.stringify(detail.body.data).includes(photo.id), `${via}'s ad detail lists the photo`);
    const page = await client.expectOk("GET", adPage, { via });
    expect(page.body.includes(photo.id), `${via}'s ad page shows the approved photo`);
  }
  return `${m.adId} registered on ${m.registeredBy}, approved on b, shown by a and b`;
}

/** An admin adds a religion through A; B answers the new list, with a new ETag, within a second. */
async function optionLists({ client, adminToken }) {
  const before = await client.expectOk("GET", "/api/options", { via: "b" });
  const etag = before.headers.get("etag");
  const value = `Scaletest ${randomInt(1e6)}`;
  await client.expectOk("POST", "/api/admin/catalogue/religions", {
    via: "a",
    token: adminToken,
    json: { parent: [], value, bn: "স্কেলটেস্ট" },
  });
  const added = Date.now();
  let seen;
  await until("B's option lists name the new religion", 1000, async () => {
    seen = await client.call("GET", "/api/options", { via: "b", headers: { "if-none-match": etag } });
    return seen.status === 200 && seen.by === "b" && JSON.stringify(seen.body.data.religions).includes(value);
  });
  expect(seen.headers.get("etag") && seen.headers.get("etag") !== etag, "B's lists carry a new ETag");
  return `B served the new list ${Date.now() - added} ms after A saved it`;
}

/** OTP throttles and the per-address request limit hold across the instances: reached where one instance reaches them. */
async function otpLimits({ client }) {
  // One number: a second code within a minute is refused, whichever instance is asked; a fourth code
  // in a quarter of an hour too (three purposes, alternating instances).
  const phone = randomPhone();
  const ip = randomIp();
  const send = (via, path, json) => client.call("POST", path, { via, ip, json: { phone, ...json } });
  const steps = [
    await send("a", "/api/auth/send-registration-otp", {}),
    await send("b", "/api/auth/send-registration-otp", {}),
    await send("b", "/api/auth/login", {}),
    await send("a", "/api/auth/send-phone-otp", { purpose: "verify_phone" }),
    await send("b", "/api/auth/send-phone-otp", { purpose: "change_password" }),
  ];
  const got = steps.map((r) => `${r.status}${r.body?.code ? ` ${r.body.code}` : ""}`);
  const want = ["200", "429 otp_resend_too_soon", "200", "200", "429 rate_limited"];
  expect(JSON.stringify(got) === JSON.stringify(want), `per number: got ${got.join(", ")}, want ${want.join(", ")}`);
  expect(/this number/.test(steps[4].body.message), `the fourth code is refused for the number: ${steps[4].body.message}`);

  // One address: OTP_IP_LIMIT (4) codes a quarter of an hour, to four numbers through alternating instances.
  const ip2 = randomIp();
  const sends = [];
  for (let i = 0; i < 6; i++)
    sends.push(await client.call("POST", "/api/auth/send-registration-otp", { via: both[i % 2], ip: ip2, json: { phone: randomPhone() } }));
  const codes = sends.map((r) => r.status);
  expect(JSON.stringify(codes) === JSON.stringify([200, 200, 200, 200, 429, 429]), `per address (OTP): ${codes.join(", ")}`);
  expect(/your network/.test(sends[4].body.message), `the fifth code is refused for the address: ${sends[4].body.message}`);

  // One address: RATE_LIMIT_OTP_PER_MINUTE (8) sign-in requests a minute, counted in Redis by both instances.
  const ip3 = randomIp();
  const logins = [];
  for (let i = 0; i < 11; i++)
    logins.push(await client.call("POST", "/api/auth/login", { via: both[i % 2], ip: ip3, json: { phone: randomPhone(), otp: "000000" } }));
  const limited = logins.map((r) => r.status === 429);
  const firstLimited = limited.indexOf(true);
  expect(
    firstLimited === 8 && limited.slice(8).every(Boolean),
    `per address (requests a minute): ${logins.map((r) => r.status).join(", ")}`,
  );
  return "per number at the 2nd and 4th code, per address at the 5th code and the 9th request";
}

/** Checkout: subscribe through A, the test gateway's dialog through B, verify through A and again through B; one grant. */
async function checkout({ client }) {
  const m = await registerMember(client, { gender: "Male", name: `Scale Buyer ${randomInt(1e6)}` });
  const auth = { token: m.token, ip: m.ip };
  const before = (await client.expectOk("GET", "/api/points", { ...auth, via: "b" })).body.data;
  const sub = await client.expectOk("POST", "/api/v1/payments/subscribe", {
    ...auth,
    via: "a",
    json: { planId: 5, location: "Kolkata", amount: 250 },
  });
  const orderId = sub.body.data.payment.orderId;
  const signed = await client.expectOk("POST", "/api/payments/test-gateway/pay", {
    ...auth,
    via: "b",
    json: { orderId, outcome: "success" },
  });
  const v1 = await client.expectOk("POST", "/api/v1/payments/verify", { ...auth, via: "a", json: signed.body.data });
  const v2 = await client.expectOk("POST", "/api/v1/payments/verify", { ...auth, via: "b", json: signed.body.data });
  expect(v1.body.data.order.status === "paid" && v2.body.data.order.status === "paid", "the order is paid");
  const after = (await client.expectOk("GET", "/api/points", { ...auth, via: "a" })).body.data;
  const payments = (await client.expectOk("GET", "/api/dashboard/payments", { ...auth, via: "b" })).body.data;
  const paid = JSON.stringify(payments).split(orderId).length - 1;
  expect(paid >= 1, "the payment is listed");
  const gained = after.proposalPoints - before.proposalPoints;
  expect(gained > 0 && v1.body.data.order.receiptNumber === v2.body.data.order.receiptNumber, `granted once (proposal points +${gained})`);
  return `order ${orderId}: subscribe a, pay b, verify a and b; one receipt ${v1.body.data.order.receiptNumber}, +${gained} proposal points`;
}

/** The count of `route`'s answers with `status` in an instance's Prometheus exposition. */
function requestCount(exposition, route, status = "200") {
  let n = 0;
  for (const line of exposition.split("\n"))
    if (
      line.startsWith("http_request_duration_seconds_count{") &&
      line.includes(`route="${route}"`) &&
      line.includes(`status_code="${status}"`)
    )
      n += Number(line.split(" ").pop());
  return n;
}

/** Each instance's /metrics (read directly, as Prometheus scrapes each one) counts the requests nginx sent it; request ids pass through. */
async function metricsAndRequestIds({ cluster, client, metricsToken }) {
  const scrape = async (name, token = metricsToken) => {
    // Each on a connection of its own: one left idle in fetch's pool would be held open through a drain.
    const res = await fetch(`http://127.0.0.1:${cluster.state.instances[name].port}/metrics`, {
      headers: { connection: "close", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.status, text: await res.text() };
  };
  const outside = await client.call("GET", "/metrics", { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(outside.status === 404 && outside.by === "nginx", `nginx keeps /metrics to itself (${outside.status} from ${outside.by})`);
  const unauthorised = await scrape("a", "");
  expect(unauthorised.status === 401 || unauthorised.status === 404, `/metrics without the token: ${unauthorised.status}`);
  const before = Object.fromEntries(await Promise.all(both.map(async (n) => [n, requestCount((await scrape(n)).text, "/api/options")])));
  const sent = { a: 3, b: 5 };
  const ad = (await client.expectOk("GET", "/api/profile/ad-profiles?limit=1")).body.data.profiles[0].profileId;
  for (const via of both) {
    for (let i = 0; i < sent[via]; i++) await client.expectOk("GET", "/api/options", { via });
    await client.expectOk("GET", `/api/profile/public/${ad}`, { via });
  }
  const counts = [];
  for (const via of both) {
    const page = await scrape(via);
    expect(page.status === 200, `${via}'s /metrics answers ${page.status}`);
    const after = requestCount(page.text, "/api/options");
    expect(after - before[via] === sent[via], `${via} counted ${after - before[via]} GET /api/options, sent ${sent[via]}`);
    expect(
      page.text.includes('route="/api/profile/public/:id"') && !page.text.includes(ad),
      `${via} counts ad pages by the route's pattern, not their ids`,
    );
    counts.push(`${via} +${after - before[via]}`);
  }
  // A request id sent in passes through nginx to the instance's log and back; one not sent is nginx's own.
  const id = `scale-${randomInt(1e9)}`;
  const given = await client.expectOk("GET", "/api/plans", { via: "a", headers: { "x-request-id": id } });
  expect(given.headers.get("x-request-id") === id, `the answer carries the request id sent (${given.headers.get("x-request-id")})`);
  const made = await client.expectOk("GET", "/api/plans", { via: "b" });
  const nginxId = made.headers.get("x-request-id");
  expect(/^[0-9a-f]{32}$/.test(nginxId ?? ""), `a request sent without an id gets nginx's (${nginxId})`);
  await until(
    "the ids are in the instances' logs",
    2000,
    async () =>
      readFileSync(cluster.state.instances.a.child.log, "utf8").includes(id) &&
      readFileSync(cluster.state.instances.b.child.log, "utf8").includes(nginxId),
  );
  return `GET /api/options counted ${counts.join(", ")}; request ids in answers and logs`;
}

/**
 * Every PostgreSQL connection of both instances is ended (their pools' and the connection that listens for
 * other instances' changes); both answer again within seconds, and an admin's change through B still
 * reaches A's option lists.
 */
async function droppedConnections({ cluster, client, adminToken }) {
  const admin = new pg.Client({ connectionString: cluster.state.dbUrl });
  await admin.connect();
  try {
    await client.expectOk("GET", "/api/options", { via: "a" });
    const r = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      cluster.state.dbName,
    ]);
    const ended = Date.now();
    const back = {};
    await Promise.all(
      both.map(async (via) => {
        await until(`${via} answers browse again`, 10_000, async () => {
          const res = await client.call("GET", "/api/profile/ad-profiles?limit=3&page=2", { via });
          return res.status === 200;
        });
        back[via] = Date.now() - ended;
      }),
    );
    expect(r.rowCount > 0, "the instances held connections");
    // The first change may reach A through its listener's reconnection (which drops every cache); the
    // second, with A's lists cached again, only through the listener's notification.
    const changeReaches = async (ms) => {
      const value = `Afterdrop ${randomInt(1e6)}`;
      await client.expectOk("POST", "/api/admin/catalogue/religions", {
        via: "b",
        token: adminToken,
        json: { parent: [], value, bn: "পরীক্ষা" },
      });
      return until("A's option lists name a religion added through B", ms, async () =>
        JSON.stringify((await client.call("GET", "/api/options", { via: "a" })).body?.data?.religions).includes(value),
      );
    };
    await changeReaches(5000);
    const seen = await changeReaches(1000);
    return `${r.rowCount} connections ended; a answered again after ${back.a} ms, b after ${back.b} ms; a change through b reached a ${seen} ms later`;
  } finally {
    await admin.end();
  }
}

/** Steady traffic while each instance in turn is stopped (SIGTERM) and started again: no request fails. */
async function rollingRestart(ctx) {
  const { cluster } = ctx;
  const traffic = await steadyTraffic(ctx);
  const restarts = [];
  try {
    await new Promise((r) => setTimeout(r, 1500));
    for (const name of both) {
      const t0 = Date.now();
      const exit = await cluster.stopInstance(name);
      expect(exit.code === 0, `instance ${name} exited with ${JSON.stringify(exit)}`);
      const stopped = Date.now() - t0;
      // The drain cut nothing: nginx closed its idle kept-alive connections (keepalive_timeout, below the
      // drain's time) or used each one last time, and the instance closed none of them itself.
      const shutDown = readFileSync(cluster.state.instances[name].child.log, "utf8")
        .split("\n")
        .filter((l) => l.includes('"cut":'))
        .at(-1);
      expect(shutDown && JSON.parse(shutDown).cut === 0, `instance ${name} shut down with connections cut: ${shutDown}`);
      const restarted = Date.now();
      await cluster.startInstance(name);
      const ready = await cluster.waitReady(name);
      // nginx's passive checks left the stopped instance out for fail_timeout: the next one is stopped
      // only once nginx sends this one requests again, as the README's rolling restart says.
      const back = await until(`nginx sends ${name} requests again`, 30_000, async () => traffic.answeredBy(name, restarted));
      restarts.push(
        `${name}: drained (nothing cut) and exited in ${stopped} ms, ready again in ${ready} ms, back in nginx's rotation ${back} ms later`,
      );
    }
  } finally {
    await traffic.stop();
  }
  const s = traffic.summary();
  expect(s.failed === 0, `${s.failed} of ${s.sent} requests failed: ${s.failures.slice(0, 5).join("; ")}`);
  expect(s.byInstance.a > 0 && s.byInstance.b > 0, `both instances answered (${JSON.stringify(s.byInstance)})`);
  return `${s.sent} requests (${s.kinds}), 0 failed, slowest ${s.slowest} ms; ${restarts.join("; ")}`;
}

export const scenarios = [
  { name: "photo registered on one instance, approved on the other, shown by both", run: photoApproval },
  { name: "option list changed on one instance, served by the other within a second", run: optionLists },
  { name: "OTP and request limits reached once across both instances", run: otpLimits },
  { name: "checkout steps on different instances grant the plan once", run: checkout },
  { name: "metrics of each instance count the requests nginx sent it; request ids pass through", run: metricsAndRequestIds },
  { name: "rolling restart under steady traffic fails no request", run: rollingRestart },
  { name: "every database connection ended: both serve again within seconds", run: droppedConnections },
];
