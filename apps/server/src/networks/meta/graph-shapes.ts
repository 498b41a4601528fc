import { z } from 'zod';

/** Graph ids are strings, though a few edges answer numbers. */
export const graphId = z.union([z.string().min(1), z.number()]).transform(String);

/** What a creating POST answers: `{id}`. */
export const createdNode = z.object({ id: graphId });

/** A list edge: `{data: [...], paging}`. */
export const dataList = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item) });

/** Counts arrive as numbers, now and then as digit strings. */
export const count = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

export const picture = z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional();
