import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import {
  bengaliLabels,
  defaultOptions,
  type TAdminLocations,
  type TAdminReligions,
  type TCatalogueAddRequest,
  type TCatalogueDeleteRequest,
  type TCatalogueEditRequest,
  type TCatalogueList,
  type TCatalogueOption,
} from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import type { Invalidation } from "../../lib/invalidation.ts";
import { int } from "../../lib/rows.ts";
import { AppError, conflict, notFound } from "../../http/errors.ts";
import { normalizeList, type OptionsService } from "../options/service.ts";

const { optionLists, auditLog } = schema;

type Node = { value: string; label: string; bn?: string; retired?: boolean; [child: string]: unknown };

/** The lists nested under each level: a state's cities; a religion's communities, a community's castes. */
const levels: Record<TCatalogueList, string[]> = { states: ["cities"], religions: ["communities", "castes"] };

export const catalogueMessages = {
  taken: "This name is already in the list",
  inUse: "Members' ads hold this value, so it cannot be deleted. Retire it instead: it is then no longer offered, and those ads keep it.",
  missing: "This option is not in the list. Please reload the page.",
};

const key = (...parts: (string | null | undefined)[]) => parts.map((p) => (p ?? "").toLowerCase()).join("\u0000");

/** How many members' rows hold each value, keyed by its path (lower-cased). */
async function usage(db: Database, list: TCatalogueList): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (k: string, n: number) => counts.set(k, (counts.get(k) ?? 0) + n);
  const row = z.object({ a: z.string(), b: z.string().nullable(), c: z.string().nullable(), n: int });
  if (list === "religions") {
    const rows = await queryRows(
      db,
      row,
      sql`select religion as a, community as b, caste as c, count(*)::int as n from profiles group by 1, 2, 3`,
    );
    for (const r of rows) {
      add(key(r.a), r.n);
      add(key(r.a, r.b), r.n);
      add(key(r.a, r.b, r.c), r.n);
    }
  } else {
    // A state: the ads that name it and the partner preferences that ask for it. A city: the ads of
    // that state whose (free-text) city is this name, in any case.
    const rows = await queryRows(
      db,
      row,
      sql`select p.state as a, lower(trim(d.city)) as b, null::text as c, count(*)::int as n
          from profiles p left join ad_details d on d.user_id = p.user_id
          where p.state is not null group by 1, 2
          union all
          select state as a, null as b, null as c, count(*)::int as n from partner_preferences where state is not null group by 1`,
    );
    for (const r of rows) {
      add(key(r.a), r.n);
      if (r.b) add(key(r.a, r.b), r.n);
    }
  }
  return counts;
}

/** One path's count now (inside the transaction that deletes it). */
async function usageOf(tx: Database, list: TCatalogueList, path: string[]): Promise<number> {
  const [a, b, c] = path;
  const n = z.object({ n: int });
  if (list === "religions") {
    const [r] = await queryRows(
      tx,
      n,
      sql`select count(*)::int as n from profiles where religion = ${a}
          and (${b ?? null}::text is null or community = ${b ?? null}) and (${c ?? null}::text is null or caste = ${c ?? null})`,
    );
    return r.n;
  }
  if (b === undefined) {
    const [r] = await queryRows(
      tx,
      n,
      sql`select (select count(*) from profiles where state = ${a})::int + (select count(*) from partner_preferences where state = ${a})::int as n`,
    );
    return r.n;
  }
  const [r] = await queryRows(
    tx,
    n,
    sql`select count(*)::int as n from profiles p join ad_details d on d.user_id = p.user_id
        where p.state = ${a} and lower(trim(d.city)) = lower(${b})`,
  );
  return r.n;
}

const present = (o: Node, inUse: number): TCatalogueOption => ({
  value: o.value,
  label: o.label,
  bn: o.bn ?? bengaliLabels[o.label] ?? null,
  retired: o.retired === true,
  inUse,
});

/** Finds the node at a path: the array it sits in and its index there. */
function locate(root: Node[], list: TCatalogueList, path: string[]) {
  let siblings = root;
  for (let depth = 0; depth < path.length; depth++) {
    const index = siblings.findIndex((o) => o.value === path[depth]);
    if (index < 0) throw notFound(catalogueMessages.missing);
    if (depth === path.length - 1) return { siblings, index, node: siblings[index] };
    const child = levels[list][depth];
    if (!child) break;
    const node = siblings[index];
    if (!Array.isArray(node[child])) node[child] = [];
    siblings = node[child] as Node[];
  }
  throw notFound(catalogueMessages.missing);
}

/**
 * Locations and Religions: the admin adds a value with its Bengali label, renames the Bengali label,
 * retires or brings back a value, and deletes one no member holds. Each list is one JSON document in
 * `option_lists`, changed with its row locked; every change is audited and drops the options cache of
 * every instance.
 */
export function createCatalogueService(d: {
  db: Database;
  clock: Clock;
  options: OptionsService;
  invalidation: Pick<Invalidation, "invalidate">;
}) {
  const { db, clock } = d;

  async function stored(exec: Database, list: TCatalogueList, lock: boolean): Promise<Node[]> {
    if (lock) {
      await exec.insert(optionLists).values({ key: list, data: defaultOptions[list] }).onConflictDoNothing();
      const q = exec.select().from(optionLists).where(eq(optionLists.key, list)).for("update");
      const [row] = await q;
      return structuredClone(normalizeList(list, row.data)) as Node[];
    }
    const [row] = await exec.select().from(optionLists).where(eq(optionLists.key, list));
    return structuredClone(normalizeList(list, row ? row.data : defaultOptions[list])) as Node[];
  }

  async function locations(): Promise<TAdminLocations> {
    const [states, counts] = await Promise.all([stored(db, "states", false), usage(db, "states")]);
    return {
      states: states.map((s) => ({
        ...present(s, counts.get(key(s.value)) ?? 0),
        cities: ((s.cities as Node[] | undefined) ?? []).map((c) => present(c, counts.get(key(s.value, c.value)) ?? 0)),
      })),
    };
  }

  async function religions(): Promise<TAdminReligions> {
    const [rels, counts] = await Promise.all([stored(db, "religions", false), usage(db, "religions")]);
    return {
      religions: rels.map((r) => ({
        ...present(r, counts.get(key(r.value)) ?? 0),
        communities: ((r.communities as Node[] | undefined) ?? []).map((c) => ({
          ...present(c, counts.get(key(r.value, c.value)) ?? 0),
          castes: ((c.castes as Node[] | undefined) ?? []).map((k) => present(k, counts.get(key(r.value, c.value, k.value)) ?? 0)),
        })),
      })),
    };
  }

  /** Runs a change on the locked list, writes it back with its audit row, then drops the cache. */
  async function change<T>(
    adminId: number,
    list: TCatalogueList,
    fn: (data: Node[], tx: Database) => Promise<{ result: T; action: string; path: string[]; details: Record<string, unknown> }>,
  ): Promise<T> {
    const out = await db.transaction(async (tx) => {
      const data = await stored(tx, list, true);
      const r = await fn(data, tx);
      const now = clock.now();
      await tx.update(optionLists).set({ data, updatedAt: now }).where(eq(optionLists.key, list));
      await tx.insert(auditLog).values({
        actorType: "admin",
        actorId: adminId,
        action: r.action,
        subjectType: "option_list",
        subjectId: list,
        details: { path: r.path, ...r.details },
        createdAt: now,
      });
      // Every instance drops its lists once this commits; this one also at once after the commit, below.
      await d.invalidation.invalidate("options", tx);
      return r.result;
    });
    d.options.invalidate();
    return out;
  }

  function add(adminId: number, list: TCatalogueList, req: TCatalogueAddRequest) {
    return change(adminId, list, async (data, tx) => {
      if (req.parent.length > levels[list].length) throw notFound(catalogueMessages.missing);
      let siblings = data;
      if (req.parent.length > 0) {
        const { node } = locate(data, list, req.parent);
        const child = levels[list][req.parent.length - 1];
        if (!Array.isArray(node[child])) node[child] = [];
        siblings = node[child] as Node[];
      }
      if (siblings.some((o) => o.value.toLowerCase() === req.value.toLowerCase())) throw conflict(catalogueMessages.taken, "value");
      const node: Node = { value: req.value, label: req.value, bn: req.bn };
      const child = levels[list][req.parent.length];
      if (child) node[child] = [];
      siblings.push(node);
      const path = [...req.parent, req.value];
      return {
        result: present(node, await usageOf(tx, list, path)),
        action: "catalogue_option_added",
        path,
        details: { value: req.value, bn: req.bn },
      };
    });
  }

  function edit(adminId: number, list: TCatalogueList, req: TCatalogueEditRequest) {
    return change(adminId, list, async (data, tx) => {
      const { node } = locate(data, list, req.path);
      const before = { bn: node.bn ?? bengaliLabels[node.label] ?? null, retired: node.retired === true };
      if (req.bn !== undefined) node.bn = req.bn;
      if (req.retired === true) node.retired = true;
      if (req.retired === false) delete node.retired;
      const after = { bn: node.bn ?? null, retired: node.retired === true };
      const action =
        req.retired !== undefined && req.retired !== before.retired
          ? req.retired
            ? "catalogue_option_retired"
            : "catalogue_option_restored"
          : "catalogue_option_renamed";
      return { result: present(node, await usageOf(tx, list, req.path)), action, path: req.path, details: { before, after } };
    });
  }

  function remove(adminId: number, list: TCatalogueList, req: TCatalogueDeleteRequest) {
    return change(adminId, list, async (data, tx) => {
      const { siblings, index, node } = locate(data, list, req.path);
      const inUse = await usageOf(tx, list, req.path);
      if (inUse > 0) throw new AppError(409, "conflict", catalogueMessages.inUse);
      siblings.splice(index, 1);
      return {
        result: { deleted: true as const },
        action: "catalogue_option_deleted",
        path: req.path,
        details: { value: node.value, bn: node.bn ?? bengaliLabels[node.label] ?? null },
      };
    });
  }

  return { locations, religions, add, edit, remove };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
