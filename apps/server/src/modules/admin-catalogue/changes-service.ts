import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import {
  bengaliLabels,
  type TCatalogueAddRequest,
  type TCatalogueDeleteRequest,
  type TCatalogueEditRequest,
  type TCatalogueList,
} from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import type { Invalidation } from "../../lib/invalidation.ts";
import { AppError, conflict, notFound } from "../../http/errors.ts";
import type { OptionsService } from "../options/service.ts";
import { catalogueMessages, levels, locate, present, stored, type Node } from "./catalogue.ts";
import { usageOf } from "./usage.ts";

const { optionLists, auditLog } = schema;

/**
 * Locations and Religions: the admin adds a value with its Bengali label, renames the Bengali label,
 * retires or brings back a value, and deletes one no member holds. Each list is one JSON document in
 * `option_lists`, changed with its row locked; every change is audited and drops the options cache of
 * every instance.
 */
export function createCatalogueChanges(d: {
  db: Database;
  clock: Clock;
  options: OptionsService;
  invalidation: Pick<Invalidation, "invalidate">;
}) {
  const { db, clock } = d;

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

  return { add, edit, remove };
}
export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
