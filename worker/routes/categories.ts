/** Categories of the personal dictionary (signed-in users only); "General" always exists. */
import { Hono } from "hono";
import { categoryBodySchema, idParamSchema } from "../contract/words";
import type { AppEnv } from "../env";
import { requireUser } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { createCategory, deleteCategory, listCategories, renameCategory } from "../vocabulary/categories";
import { vocabularyDb } from "../vocabulary/db";
import { signedInOnly } from "../vocabulary/signed-in";

export const categoryRoutes = new Hono<AppEnv>()
  .use(signedInOnly)
  .get("/", async (c) => {
    const { userId } = requireUser(c);
    return c.json({ categories: await listCategories(vocabularyDb(c.env.DB), userId) });
  })
  .post("/", validate("json", categoryBodySchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await createCategory(vocabularyDb(c.env.DB), userId, c.req.valid("json").name), 201);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", categoryBodySchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await renameCategory(vocabularyDb(c.env.DB), userId, c.req.valid("param").id, c.req.valid("json").name));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { userId } = requireUser(c);
    return c.json(await deleteCategory(vocabularyDb(c.env.DB), userId, c.req.valid("param").id));
  });
