import { z } from "zod";

/**
 * How far the local stack's listening and podcast audio is while `npm start` is still speaking it
 * (scripts/content/audio.mjs writes it to R2 and deletes it when done; a deployed app never has it):
 * `done` of `total` parts and episodes are in.
 */
export const audioProgressSchema = z.object({ done: z.int().min(0), total: z.int().positive() });
export type AudioProgress = z.infer<typeof audioProgressSchema>;
