import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZBlocksData } from "@app/contract";
import { api } from "@/lib/api";
import { keys } from "./keys";

/** GET /api/blocks: the members I have blocked. */
export const getBlocks = (signal?: AbortSignal) => api(`/blocks`, { signal }, ZBlocksData);

export const blocksQuery = () => queryOptions({ queryKey: keys.blocks, queryFn: ({ signal }) => getBlocks(signal) });

export const useBlocks = () => useQuery(blocksQuery());
