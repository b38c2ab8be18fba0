/**
 * /api/push: the native app registers the device it runs on for push after the person
 * grants notifications, and removes it when they sign out. A token another account registered moves to
 * the caller; removing a token that is not the caller's is a 404. GET /dev/outbox lists what the
 * development outbox holds for the caller (worker/push/dev-outbox.ts); it exists only where
 * ENVIRONMENT says development or test, like the dev mailbox.
 */
import { Hono } from "hono";
import { pushDeviceSchema, pushTokenParamSchema } from "../contract/push";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";
import { listDevOutbox } from "../push/dev-outbox";
import { listDevices, registerDevice, unregisterDevice } from "../push/devices";
import { OUTBOX_ENVIRONMENTS } from "../push/provider";

export const pushRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/devices", async (c) => c.json({ devices: await listDevices(c.var.db, c.var.user.userId) }))
  .post("/devices", validate("json", pushDeviceSchema), async (c) =>
    c.json(await registerDevice(c.var.db, c.var.user, c.req.valid("json")), 201),
  )
  .delete("/devices/:token", validate("param", pushTokenParamSchema), async (c) => {
    await unregisterDevice(c.var.db, c.var.user.userId, c.req.valid("param").token);
    return c.json({ deleted: true });
  })
  .get("/dev/outbox", async (c) => {
    if (!OUTBOX_ENVIRONMENTS.has(c.env.ENVIRONMENT)) throw new ApiError(404, "not_found", { key: "not_found_here" });
    return c.json({ pushes: await listDevOutbox(c.var.db, c.var.user.userId) });
  });
