/** Learning from mistakes at /api/mistakes (signed-in users only; contract/mistakes.ts). */
import { Hono } from "hono";
import { findingParamSchema, mistakeSettingsUpdateSchema } from "../contract/mistakes";
import { idParamSchema } from "../contract/ielts";
import type { AppEnv } from "../env";
import { glossLanguageOfHeader } from "../i18n";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { cardFromFinding, mistakeFindings, mistakeSettings, updateMistakeSettings } from "../mistakes/cards";

export const mistakesRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/submissions/:id", validate("param", idParamSchema), async (c) =>
    c.json(await mistakeFindings(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .post("/submissions/:id/findings/:index/card", validate("param", findingParamSchema), async (c) => {
    const { id, index } = c.req.valid("param");
    const card = await cardFromFinding(c.var.db, c.var.user.userId, id, index, glossLanguageOfHeader(c.req.header("Accept-Language")));
    return c.json(card, card.created ? 201 : 200);
  })
  .get("/settings", async (c) => c.json(await mistakeSettings(c.var.db, c.var.user.userId)))
  .patch("/settings", validate("json", mistakeSettingsUpdateSchema), async (c) =>
    c.json(await updateMistakeSettings(c.var.db, c.var.user.userId, c.req.valid("json").automatic)),
  );
