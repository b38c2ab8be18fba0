/** The voice assistant's calls: a voice conversation is a chat (worker/routes/chats.ts) of kind "voice". */
import { api, call } from "../../lib/api-client";

export const createVoiceChat = (title: string) => call(api.chats.$post({ json: { title, kind: "voice" } }));

export const fetchVoiceFeedback = (chatId: string) => call(api.chats[":id"].feedback.$post({ param: { id: encodeURIComponent(chatId) } }));
