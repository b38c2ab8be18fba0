/** Categories of the personal dictionary (signed-in users only); "General" always exists. */
import { Hono } from "hono";
import { categoryBodySchema, idParamSchema } from "../contract/words";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { createCategory, deleteCategory, listCategories, renameCategory } from "../vocabulary/categories";

export const categoryRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const { userId } = c.var.user;
    return c.json({ categories: await listCategories(c.var.db, userId) });
  })
  .post("/", validate("json", categoryBodySchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await createCategory(c.var.db, userId, c.req.valid("json").name), 201);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", categoryBodySchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await renameCategory(c.var.db, userId, c.req.valid("param").id, c.req.valid("json").name));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await deleteCategory(c.var.db, userId, c.req.valid("param").id));
  });
