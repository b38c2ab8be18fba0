/**
 * The signed-in user's AI chats (spec §2, §4), kept in their UserHub. Replies normally stream over
 * the hub socket (chat.send); POST /api/chats/:id/messages is the fallback for clients without one:
 * it streams the same chat frames as server-sent events, and POST /api/chats/:id/cancel stops such a
 * reply (the stream then ends with chat.error "cancelled"). POST /api/chats/:id/feedback reviews a voice
 * conversation for the voice assistant's feedback card. Another user's chat id is simply not found.
 */
import { Hono } from "hono";
import { z } from "zod";
import { AiBudgetExceededError, withAiBudget } from "../ai/budget";
import { modelConfigured } from "../ai/model";
import { TOKEN_LIMIT_BODY } from "../contract/ai";
import {
  cancelChatReplyRequestSchema,
  chatIdSchema,
  createChatRequestSchema,
  sendChatMessageRequestSchema,
  type CancelChatReplyResponse,
  type ChatListResponse,
  type ChatMessagesResponse,
  type CreateChatResponse,
} from "../contract/chat";
import type { VoiceFeedback } from "../contract/voice-assistant";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { errorJson } from "../lib/errors";
import { validate } from "../lib/validation";
import { modelVoiceFeedback, offlineVoiceFeedback } from "../voice/feedback";

const chatParamSchema = z.object({ id: chatIdSchema });

export const chatRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const { userId } = c.var.user;
    const body: ChatListResponse = { chats: await c.env.USER_HUB.getByName(userId).listChats() };
    return c.json(body);
  })
  .post("/", validate("json", createChatRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { title, kind } = c.req.valid("json");
    const body: CreateChatResponse = await c.env.USER_HUB.getByName(userId).createChat(title, kind);
    return c.json(body, 201);
  })
  .get("/:id/messages", validate("param", chatParamSchema), async (c) => {
    const { userId } = c.var.user;
    const messages = await c.env.USER_HUB.getByName(userId).chatMessages(c.req.valid("param").id);
    if (!messages) return errorJson(c, 404, "chat_not_found");
    const body: ChatMessagesResponse = { messages };
    return c.json(body);
  })
  .post("/:id/messages", validate("param", chatParamSchema), validate("json", sendChatMessageRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { content, requestId = crypto.randomUUID() } = c.req.valid("json");
    const started = await c.env.USER_HUB.getByName(userId).streamReply({ requestId, chatId: c.req.valid("param").id, content });
    if ("refused" in started) {
      const { code } = started.refused;
      if (code === "token_limit_exceeded") return c.json(TOKEN_LIMIT_BODY, 429);
      return errorJson(c, code === "chat_not_found" ? 404 : 409, code);
    }
    return new Response(started.stream, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache", "X-Accel-Buffering": "no" },
    });
  })
  .post("/:id/cancel", validate("param", chatParamSchema), validate("json", cancelChatReplyRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const cancelled = await c.env.USER_HUB.getByName(userId).cancelReply(c.req.valid("param").id, c.req.valid("json").requestId);
    if (cancelled === null) return errorJson(c, 404, "chat_not_found");
    const body: CancelChatReplyResponse = { cancelled };
    return c.json(body);
  })
  .post("/:id/feedback", validate("param", chatParamSchema), async (c) => {
    const { userId } = c.var.user;
    const hub = c.env.USER_HUB.getByName(userId);
    const chatId = c.req.valid("param").id;
    const chat = await hub.chat(chatId);
    if (!chat) return errorJson(c, 404, "chat_not_found");
    if (chat.kind !== "voice") return errorJson(c, 400, "not_a_voice_chat");
    const messages = (await hub.chatMessages(chatId)) ?? [];
    let body: VoiceFeedback | null = null;
    if (messages.some((m) => m.role === "user") && modelConfigured(c.env)) {
      try {
        const reviewed = await withAiBudget(
          c.env,
          userId,
          async () => (await modelVoiceFeedback(c.env, messages, c.req.raw.signal)) ?? { tokens: 0 },
        );
        body = "body" in reviewed ? reviewed.body : null;
      } catch (err) {
        if (err instanceof AiBudgetExceededError) throw err;
        console.warn("the model's voice feedback failed; deriving it offline:", err instanceof Error ? err.message : err);
      }
    }
    body ??= await offlineVoiceFeedback(c.var.db, messages);
    return c.json(body);
  });
