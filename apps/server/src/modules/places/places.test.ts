import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createPlaces } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Place = { id: string; name: string; region: string; country: string; lat: number; lon: number; timeZone: string };
async function search(query: string) {
  const res = await t.app.inject({ url: `/api/places?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.places as Place[];
}
const names = (places: Place[]) => places.map((p) => p.name);

describe("GET /api/places", () => {
  it("finds Kolkata first for 'kolk', with its state, coordinates and time zone, and may be cached", async () => {
    const res = await t.app.inject({ url: "/api/places?q=kolk" });
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const [first] = res.json().data.places as Place[];
    expect(first).toMatchObject({ name: "Kolkata", region: "West Bengal", country: "IN", timeZone: "Asia/Kolkata" });
    expect(first!.lat).toBeCloseTo(22.57, 1);
    expect(first!.lon).toBeCloseTo(88.36, 1);
  });

  it("finds West Bengal's towns by the spellings families use", async () => {
    expect((await search("q=bard"))[0]).toMatchObject({ name: "Bardhaman", region: "West Bengal" });
    expect((await search("q=burdwan"))[0]!.name).toBe("Bardhaman");
    expect((await search("q=howrah"))[0]!.name).toBe("Howrah");
    expect((await search("q=midnapore"))[0]!.name).toBe("Medinipur");
    expect((await search("q=malda"))[0]!.name).toBe("English Bazar");
    expect((await search("q=cooch"))[0]!.name).toBe("Cooch Behar");
    for (const town of [
      "Asansol",
      "Durgapur",
      "Siliguri",
      "Krishnanagar",
      "Bankura",
      "Kharagpur",
      "Haldia",
      "Baharampur",
      "Jalpaiguri",
      "Purulia",
      "Bolpur",
    ]) {
      const [first] = await search(`q=${town}&country=IN`);
      expect(first, town).toMatchObject({ name: town, region: "West Bengal", timeZone: "Asia/Kolkata" });
    }
  });

  it("ignores case and accents: 'ÁSANSOL', 'asánsol' and 'Asansol' find the same town", async () => {
    const plain = (await search("q=Asansol"))[0];
    expect(plain?.name).toBe("Asansol");
    expect((await search(`q=${encodeURIComponent("ÁSANSOL")}`))[0]).toEqual(plain);
    expect((await search(`q=${encodeURIComponent("asánsol")}`))[0]).toEqual(plain);
    expect((await search(`q=${encodeURIComponent("  são paulo ")}&country=BR`))[0]).toMatchObject({ timeZone: "America/Sao_Paulo" });
  });

  it("ranks the exact name, then names starting with the query, then a word starting with it", async () => {
    const found = names(await search("q=nagar&country=IN&limit=20"));
    const firstWordHit = found.findIndex((n) => !n.toLowerCase().startsWith("nagar"));
    expect(found[0]).toBe("Nagar");
    expect(found.slice(1, firstWordHit).every((n) => n.toLowerCase().startsWith("nagar"))).toBe(true);
    expect(found.slice(firstWordHit).every((n) => / nagar/i.test(n))).toBe(true);
  });

  it("puts India's towns first when no country is asked, and keeps to the country asked", async () => {
    expect((await search("q=hyderabad"))[0]).toMatchObject({ country: "IN", region: "Telangana" });
    expect((await search("q=hyderabad&country=pk"))[0]).toMatchObject({ country: "PK", timeZone: "Asia/Karachi" });
    expect((await search("q=new%20york&country=US"))[0]).toMatchObject({ name: "New York", timeZone: "America/New_York" });
    expect((await search("q=london&country=GB"))[0]).toMatchObject({ name: "London", timeZone: "Europe/London" });
    const dhaka = await search("q=dhaka");
    expect(dhaka[0]).toMatchObject({ country: "IN", region: "Bihar" });
    expect(dhaka[1]).toMatchObject({ country: "BD", region: "Dhaka", timeZone: "Asia/Dhaka" });
    expect((await search("q=dhaka&country=BD"))[0]).toMatchObject({ name: "Dhaka", timeZone: "Asia/Dhaka" });
    expect((await search("q=zzzzqq")).length).toBe(0);
  });

  it("answers at most `limit` places, 10 unless asked", async () => {
    expect(await search("q=ra")).toHaveLength(10);
    expect(await search("q=ra&limit=3")).toHaveLength(3);
    expect(await search("q=ra&limit=20")).toHaveLength(20);
    expect(await search("q=k&limit=1")).toHaveLength(1);
  });

  it("refuses a bad query with a 400 envelope and a clear message", async () => {
    for (const [query, message] of [
      ["", /type a few letters/i],
      ["q=", /type a few letters/i],
      ["q=%20%20", /type a few letters/i],
      [`q=${"a".repeat(61)}`, /at most 60 characters/],
      ["q=kol&limit=0", /limit must be at least 1/],
      ["q=kol&limit=50", /limit must be at most 20/],
      ["q=kol&limit=ten", /limit must be a number/],
      ["q=kol&country=XYZ", /two-letter country code/],
    ] as const) {
      const res = await t.app.inject({ url: `/api/places?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: "validation_failed", message: expect.stringMatching(message) });
    }
  });
});

describe("GET /api/places/{id}", () => {
  it("gives back the place a search found, by its id", async () => {
    const [kolkata] = await search("q=kolkata");
    expect(kolkata!.id).toBe("in-west-bengal-kolkata");
    const res = await t.app.inject({ url: `/api/places/${kolkata!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.json().data.place).toEqual(kolkata);
  });

  it("answers an unknown or malformed id with an envelope", async () => {
    const unknown = await t.app.inject({ url: "/api/places/in-west-bengal-atlantis" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: "not_found", message: "Unknown place" });
    const malformed = await t.app.inject({ url: "/api/places/Kol%20kata" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: "Unknown place" });
  });
});

describe("the list of places", () => {
  const places = createPlaces();

  it("holds India's towns, Bangladesh's and the world's, every one with a time zone and coordinates", () => {
    expect(places.size).toBeGreaterThan(10_000);
    for (const q of ["kolkata", "dhaka", "london", "tokyo"]) {
      const [p] = places.search({ q, limit: 1 });
      expect(p, q).toBeDefined();
      expect(Math.abs(p!.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(p!.lon)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: p!.timeZone })).not.toThrow();
    }
  });
});
