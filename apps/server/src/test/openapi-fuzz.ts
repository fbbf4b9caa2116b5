// Malformed requests for every operation of an OpenAPI document: wrong types, 1 MB strings, NUL and
// broken Unicode, huge numbers and integers past a 32-bit column, arrays for values, broken JSON and
// multipart bodies (one whose last part is never closed among them).

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  format?: string;
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

export type FuzzRequest = {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Sent with every kind of session (member, admin, RR), not only anonymously and as a member. */
  everyPrincipal?: boolean;
};

const MB = "x".repeat(1_000_000);

/** Integers just past what a PostgreSQL integer column holds, both ways, and one far past it. */
function pastInt4(): [string, string][] {
  return [
    ["2^31", "2147483648"],
    ["11 digits", "99999999999"],
    ["-2^31 - 1", "-2147483649"],
  ];
}
const pastInt4Labels = new Set(pastInt4().map(([label]) => label));

/**
 * A well-formed form whose last part, a file under `fileField`, is cut off: no closing boundary ever
 * comes (a phone that lost its connection mid-upload).
 */
function unclosedMultipart(fileField: string): Buffer {
  const head = (name: string, file?: string) =>
    `--XB\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ""}\r\n${file ? "Content-Type: image/jpeg\r\n" : ""}\r\n`;
  return Buffer.concat([
    Buffer.from(`${head("type")}profile\r\n${head("docType")}aadhaar\r\n${head(fileField, "a.jpg")}`),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(20_000, 7),
  ]);
}
/** The file fields of the API's forms: uploads, registration's photos, Add Member's photo. */
const fileFields = ["file", "photos", "photo"];
const NUL = "a\u0000b";
const LONE_SURROGATE = "\ud800";

/** Bad values for a single-valued place (path segment or query value), already encoded for a URL. */
const urlValues: [string, string][] = [
  ["NUL", "%00"],
  ["control character", "a%07b"],
  ["broken UTF-8", "%E0%A4"],
  ["lone surrogate", "%ED%A0%80"],
  ["1 MB", MB],
  ["huge number", "9".repeat(400)],
  ...pastInt4(),
  ["negative", "-1"],
  ["exponent", "1e400"],
  ["traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["SQL", "1'%20or%20'1'%3D'1"],
];

const typeOf = (s: JsonSchema | undefined): string => {
  if (!s) return "string";
  if (Array.isArray(s.type)) return s.type.find((t) => t !== "null") ?? "string";
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf;
  return alt?.length ? typeOf(alt[0]) : "string";
};

/** A plausible value for a schema: the start point that one bad field is put into. */
function example(s: JsonSchema | undefined): unknown {
  if (s?.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case "integer":
    case "number":
      return s?.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return [example(s?.items)];
    case "object":
      return Object.fromEntries(Object.entries(s?.properties ?? {}).map(([k, v]) => [k, example(v)]));
    default:
      return s?.format === "date" ? "1995-04-12" : "test";
  }
}

/** Bad values for one JSON field of the given schema. */
function badJsonValues(s: JsonSchema | undefined): [string, unknown][] {
  const common: [string, unknown][] = [
    ["null", null],
    ["object", { $gt: "" }],
    ["NUL", NUL],
  ];
  switch (typeOf(s)) {
    case "integer":
    case "number":
      return [...common, ["string", "abc"], ["huge", 1e308], ["fraction", 1.5], ["negative", -1], ["array", [1, 2]]];
    case "boolean":
      return [...common, ["string", "yes"], ["number", 2]];
    case "array":
      return [...common, ["string", "x"], ["array of nulls", [null, null]], ["10k items", Array(10_000).fill("x")], ["nested", [[[[]]]]]];
    default:
      return [...common, ["number", 12345], ["array", ["a", "b"]], ["1 MB", MB], ["lone surrogate", LONE_SURROGATE], ["bidi", "\u202e"]];
  }
}

const fill = (path: string, params: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "x");

/**
 * Every malformed request this generator makes for one operation. `pathValues` gives a real-looking
 * value for path parameters (so the rest of the request reaches the handler).
 */
export function malformedRequests(path: string, method: string, op: Operation, pathValues: Record<string, string>): FuzzRequest[] {
  const M = method.toUpperCase();
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const basePath = fill(path, pathValues);
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(example(p.schema))]));
  const query = (over: Record<string, string>) => {
    const q = Object.entries({ ...baseQuery, ...over })
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join("&");
    return q ? `?${q}` : "";
  };
  const jsonSchema = op.requestBody?.content?.["application/json"]?.schema;
  const hasBody = M !== "GET" && M !== "HEAD";
  const baseBody = jsonSchema ? (example(jsonSchema) as Record<string, unknown>) : {};
  const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
  const out: FuzzRequest[] = [];

  for (const p of pathParams)
    for (const [label, v] of urlValues)
      out.push({
        label: `path ${p.name}: ${label}`,
        method: M,
        url: fill(path, { ...pathValues, [p.name]: v }),
        everyPrincipal: pastInt4Labels.has(label),
      });

  for (const p of queryParams) {
    for (const [label, v] of urlValues)
      out.push({
        label: `query ${p.name}: ${label}`,
        method: M,
        url: basePath + query({ [p.name]: v }),
        everyPrincipal: pastInt4Labels.has(label),
      });
    out.push({ label: `query ${p.name}: repeated`, method: M, url: `${basePath}${query({})}&${p.name}=1&${p.name}=2` });
  }
  out.push({ label: "query: unknown and bracketed keys", method: M, url: `${basePath}?__proto__[x]=1&a[b][c]=%00&constructor=1` });

  if (hasBody) {
    for (const [name, s] of Object.entries(jsonSchema?.properties ?? {}))
      for (const [label, v] of badJsonValues(s))
        out.push({ label: `body ${name}: ${label}`, method: M, url: basePath, ...json({ ...baseBody, [name]: v }) });
    const raw = (label: string, payload: string | Buffer, type = "application/json") =>
      out.push({ label, method: M, url: basePath, headers: { "content-type": type }, payload });
    raw("body: broken JSON", '{"a": ');
    raw("body: JSON with a huge number", '{"a": 1e400}');
    raw("body: array", "[1, 2, 3]");
    raw("body: string", '"text"');
    raw("body: null", "null");
    raw("body: __proto__", '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}');
    raw("body: invalid UTF-8", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]));
    raw("body: 2 MB", JSON.stringify({ a: MB + MB }));
    raw("body: plain text", "hello", "text/plain");
    raw("body: form-encoded", "a=1&b=%00", "application/x-www-form-urlencoded");
    raw("multipart: no boundary", "--x\r\n", "multipart/form-data");
    raw(
      "multipart: truncated",
      '--XB\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
      "multipart/form-data; boundary=XB",
    );
    for (const field of fileFields)
      out.push({
        label: `multipart: last part (${field}) never closed`,
        method: M,
        url: basePath,
        headers: { "content-type": "multipart/form-data; boundary=XB" },
        payload: unclosedMultipart(field),
        everyPrincipal: true,
      });
    raw(
      "multipart: NUL field",
      '--XB\r\nContent-Disposition: form-data; name="type"\r\n\r\nvid\u0000eo\r\n--XB--\r\n',
      "multipart/form-data; boundary=XB",
    );
  }
  return out;
}

/** Every operation of the document, as [path, method, operation]. */
export const operations = (doc: OpenApiDoc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [path, method, op] as const));
