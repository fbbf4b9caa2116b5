import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import i18n, { setLanguage } from "./i18n";
import { messagesBn } from "./locales/messages.bn";
import { loadMessageTranslations, localizeMessage } from "./messages";

const repo = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Texts only a developer, a payment provider or a metrics scraper ever reads (wrong request shape, webhooks, /metrics), never a member on a screen. */
const developerOnly = new Set([
  "Send the registration form as multipart/form-data or JSON",
  "Upload photos under the field name photos",
  "Send the document as multipart/form-data",
  "Upload the document under the field name file",
  "Send the file as multipart/form-data",
  "Upload the file under the field name file",
  "Unknown upload type. Use profile or video.",
  "The webhook body is not JSON",
  "The webhook body is not a Razorpay event",
  "The x-razorpay-event-id header is missing",
  "Invalid webhook signature",
  "A valid metrics token is required",
]);

/** The source files (not tests) under a folder of the repository. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" || name === "node_modules" ? [] : sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** A string literal: "…", '…' or a template without ${…} (a template with placeholders is left to the code fallback). */
const STR = String.raw`(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|\x60([^\x60$\\]*)\x60)`;
const literals = (text: string) => [...text.matchAll(new RegExp(STR, "g"))].map((m) => (m[1] ?? m[2] ?? m[3]).replace(/\\(.)/g, "$1"));

/** The text of a call's arguments from just after its "(" to the matching ")", split at its top-level commas. */
function callArgs(src: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open;
  let quote: string | null = null;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) return [...args, src.slice(start, i)];
      depth--;
    } else if (c === "," && depth === 0) {
      args.push(src.slice(start, i));
      start = i + 1;
    }
  }
  return args;
}

/** Server errors and answers: the message argument of each error helper, message fields, message constants, points-history reasons. */
const serverCalls: Record<string, number> = {
  badRequest: 0,
  conflict: 0,
  notFound: 0,
  forbidden: 0,
  unauthenticated: 0,
  tooMany: 0,
  envelope: 0,
  fieldError: 1,
  refuseUpload: 1,
  "new AppError": 2,
};
const serverPatterns = [
  String.raw`\b(?:message|reason):\s*` + STR,
  String.raw`\(\s*message\s*=\s*` + STR,
  String.raw`\bconst\s+\w*[mM]essage\s*=\s*` + STR,
  // An upper-case constant holding a sentence (VIDEO_TOO_LARGE = "Each video must be at most 50 MB.").
  String.raw`\bconst\s+[A-Z][A-Z0-9_]*\s*=\s*(?=["'\x60][^"'\x60\n]* [^"'\x60\n]*[.!?]["'\x60])` + STR,
];
/** The contract's zod rules: { message } / { error }, a check's text (.min(n, "…"), .refine(fn, "…"), helpers), z.uuid("…"). */
const contractPatterns = [
  String.raw`\b(?:message|error):\s*` + STR,
  String.raw`\b\w+\(\s*(?:[\w.]+|\/(?:[^/\n\\]|\\.)+\/[a-z]*|\([^()]*\)\s*=>[^,\n]*)\s*,\s*` + STR + String.raw`\s*\)`,
  String.raw`\.(?:email|url|int|uuid|nonempty|positive|nonnegative)\(\s*` + STR,
  String.raw`\bz\.(?:uuid|email|url|string|number|int|boolean|date)\(\s*` + STR,
  String.raw`\bconst\s+\w*[mM]essage\s*=\s*` + STR,
];

function userMessages(): Map<string, string> {
  const found = new Map<string, string>();
  // A message is a phrase (words with spaces); single words in the same places are codes, statuses and locales.
  const add = (text: string, file: string) => {
    if (/[a-z]/i.test(text) && /\s/.test(text) && !text.includes("${") && !developerOnly.has(text) && !found.has(text))
      found.set(text, relative(repo, file));
  };
  for (const file of sources(join(repo, "apps/server/src"))) {
    const src = readFileSync(file, "utf8");
    for (const [name, index] of Object.entries(serverCalls))
      for (const m of src.matchAll(new RegExp(String.raw`\b${name}\(`, "g"))) {
        const arg = callArgs(src, m.index + m[0].length)[index];
        if (arg) for (const text of literals(arg)) add(text, file);
      }
    for (const p of serverPatterns) for (const m of src.matchAll(new RegExp(p, "g"))) add(m[1] ?? m[2] ?? m[3], file);
    for (const m of src.matchAll(/\b\w*Messages\s*=\s*\{([^}]*)\}/g)) for (const text of literals(m[1])) add(text, file);
  }
  // Option lists (packages/contract/src/options) are labels, translated with the options, not messages.
  for (const file of sources(join(repo, "packages/contract/src")).filter((f) => !f.includes("/options/"))) {
    const src = readFileSync(file, "utf8");
    for (const p of contractPatterns) for (const m of src.matchAll(new RegExp(p, "g"))) add(m[1] ?? m[2] ?? m[3], file);
  }
  return found;
}

afterEach(() => setLanguage("en"));

describe("messages from the server and the form rules", () => {
  const messages = userMessages();

  it("finds the messages in the source", () => {
    // A sample the search must find, so a broken search cannot pass quietly.
    for (const text of [
      "Proposal sent successfully!",
      "You have no proposal points left. Buy a proposal pack to send more proposals.",
      "Please keep at least one contact detail visible: your phone or your email",
      "Please enter the candidate's name",
      "Location is required",
      "Each video must be at most 50 MB.",
      "Bonus for adding pictures",
    ])
      expect(messages.has(text), text).toBe(true);
    expect(messages.size).toBeGreaterThan(150);
    expect([...messages.keys()].filter((text) => developerOnly.has(text))).toEqual([]);
  });

  it("every message a member can see has a Bengali text", () => {
    const missing = [...messages].filter(([text]) => !messagesBn[text]?.trim()).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("every Bengali text is Bengali and keeps the numbers of the English", () => {
    const digits = (s: string) => (s.match(/\d+/g) ?? []).join(",");
    const toLatin = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
    for (const [en, bn] of Object.entries(messagesBn)) {
      expect(bn, en).toMatch(/[\u0980-\u09FF]/);
      expect(digits(toLatin(bn)), en).toBe(digits(en));
    }
  });

  it("shows a message in the chosen language, else the text of its code, else the English", async () => {
    await loadMessageTranslations();
    const sent = "Proposal sent successfully!";
    expect(localizeMessage(sent)).toBe(sent);
    setLanguage("bn");
    expect(localizeMessage(sent)).toBe(messagesBn[sent]);
    expect(localizeMessage("Location is required", "validation_failed")).toBe(messagesBn["Location is required"]);
    // A message built from data (not in the dictionary) falls back to the text of its code.
    const built = "Invalid OTP. 2 tries left.";
    expect(messagesBn[built]).toBeUndefined();
    expect(localizeMessage(built, "otp_invalid")).toBe(i18n.t("errors.otp_invalid"));
    expect(localizeMessage(built, "otp_invalid")).toMatch(/[\u0980-\u09FF]/);
    // Without a known code the English stays.
    expect(localizeMessage(built)).toBe(built);
    expect(localizeMessage(built, "no_such_code")).toBe(built);
    setLanguage("en");
    expect(localizeMessage(built, "otp_invalid")).toBe(built);
  });
});
