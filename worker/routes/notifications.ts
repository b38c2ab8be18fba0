/** GET /api/notifications, POST /api/notifications/:id/read and POST /api/notifications/read-all. */
import { Hono } from "hono";
import { z } from "zod";
import { notificationsQuerySchema } from "../contract/progress";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { requestLang } from "../i18n";
import { validate } from "../lib/validation";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "../progress/notifications";

const idParam = z.object({ id: z.string().min(1).max(64) });

export const notificationRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", validate("query", notificationsQuerySchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await listNotifications(c.var.db, userId, c.req.valid("query"), requestLang(c)));
  })
  .post("/read-all", async (c) => {
    const { userId } = c.var.user;
    return c.json({ updated: await markAllNotificationsRead(c.var.db, userId) });
  })
  .post("/:id/read", validate("param", idParam), async (c) => {
    const { userId } = c.var.user;
    return c.json(await markNotificationRead(c.var.db, userId, c.req.valid("param").id, requestLang(c)));
  });
