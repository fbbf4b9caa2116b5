import * as contract from "@app/contract";
import { describe, expect, it } from "vitest";
import { answerModule, answerSchema } from "./answer-schemas";

describe("answer schemas", () => {
  it("loads every schema by name: the contract's own, from the module named for it", async () => {
    const names = Object.keys(answerModule) as (keyof typeof answerModule)[];
    const loaded = await Promise.all(names.map((name) => answerSchema(name)));
    loaded.forEach((schema, i) => expect(schema, names[i]).toBe(contract[names[i]]));
  });

  it("checks an answer with the loaded schema", async () => {
    const notices = await answerSchema("ZNotices");
    expect(notices.safeParse({ notices: "not a list" }).success).toBe(false);
  });
});
