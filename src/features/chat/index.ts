/** What other features use of chat; they import it from here, never from its files (eslint.config.js). */
export { chatsQueryKey, fetchMessages, messagesQueryKey } from "./api";
export { chatSessionFor } from "./chat-session";
