/**
 * /api/shares. Teachers: their lessons with every share and who opened and finished each
 * (GET /items), share a published lesson or a course with a class or chosen members, unshare (a
 * learner gets 403; another teacher's lesson, course, class or share 404). Everyone signed in: what
 * is shared with them (GET /mine) and adding a shared word list to their dictionary.
 */
import { glossLanguageOfHeader } from "../i18n";
import { Hono } from "hono";
import { idParamSchema, lessonIdParamSchema, shareCreateSchema, type WordsAdded } from "../contract/sharing";
import type { AppEnv } from "../env";
import { signedIn, teacherOnly } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { addSharedWords, sharedWithMe } from "../sharing/learner";
import { tellStudentsOfShare } from "../sharing/notify";
import { createShare, deleteShare, listShareableItems } from "../sharing/shares";

export const shareRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/mine", async (c) => c.json(await sharedWithMe(c.var.db, c.var.user.userId)))
  .post("/mine/:lessonId/words", validate("param", lessonIdParamSchema), async (c) => {
    const glossLang = glossLanguageOfHeader(c.req.header("Accept-Language"));
    const words = await addSharedWords(c.var.db, c.var.user.userId, c.req.valid("param").lessonId, glossLang);
    return c.json({ words } satisfies WordsAdded);
  })
  .get("/items", teacherOnly, async (c) => c.json(await listShareableItems(c.var.db, c.var.user.userId)))
  .post("/", teacherOnly, validate("json", shareCreateSchema), async (c) => {
    const share = await createShare(c.var.db, c.var.user.userId, c.req.valid("json"));
    await tellStudentsOfShare(c.env, c.var.db, c.var.user.userId, share);
    return c.json({ id: share.id }, 201);
  })
  .delete("/:id", teacherOnly, validate("param", idParamSchema), async (c) => {
    await deleteShare(c.var.db, c.var.user.userId, c.req.valid("param").id);
    return c.json({ deleted: true });
  });
