import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { bengaliLabels, defaultOptions, type TCatalogueList, type TCatalogueOption } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import { normalizeList } from "../options/service.ts";

/** What reading and changing a list share: its nodes and levels, the messages, finding a node, the stored list. */

const { optionLists } = schema;

export type Node = { value: string; label: string; bn?: string; retired?: boolean; [child: string]: unknown };

/** The lists nested under each level: a state's cities; a religion's communities, a community's castes. */
export const levels: Record<TCatalogueList, string[]> = { states: ["cities"], religions: ["communities", "castes"] };

export const catalogueMessages = {
  taken: "This name is already in the list",
  inUse: "Members' ads hold this value, so it cannot be deleted. Retire it instead: it is then no longer offered, and those ads keep it.",
  missing: "This option is not in the list. Please reload the page.",
};

export const present = (o: Node, inUse: number): TCatalogueOption => ({
  value: o.value,
  label: o.label,
  bn: o.bn ?? bengaliLabels[o.label] ?? null,
  retired: o.retired === true,
  inUse,
});

/** Finds the node at a path: the array it sits in and its index there. */
export function locate(root: Node[], list: TCatalogueList, path: string[]) {
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

/** A list as stored (the defaults until an admin changes it), a copy to change; `lock` holds its row for the change. */
export async function stored(exec: Database, list: TCatalogueList, lock: boolean): Promise<Node[]> {
  if (lock) {
    await exec.insert(optionLists).values({ key: list, data: defaultOptions[list] }).onConflictDoNothing();
    const q = exec.select().from(optionLists).where(eq(optionLists.key, list)).for("update");
    const [row] = await q;
    return structuredClone(normalizeList(list, row.data)) as Node[];
  }
  const [row] = await exec.select().from(optionLists).where(eq(optionLists.key, list));
  return structuredClone(normalizeList(list, row ? row.data : defaultOptions[list])) as Node[];
}
