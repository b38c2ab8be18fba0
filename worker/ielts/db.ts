/** Drizzle over D1 for the IELTS modules; `BatchItem` is one statement of a D1 batch (its only transaction). */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";

export const ieltsDb = (d1: D1Database) => drizzle(d1, { schema });
export type IeltsDb = ReturnType<typeof ieltsDb>;
export type BatchItem = Parameters<IeltsDb["batch"]>[0][number];
