import { z } from "zod";

/** What the SPA's error page reports when a screen crashes (spec §1 fatal render error). */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000),
});
