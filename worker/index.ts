import { app } from "./app";

export { UserHub } from "../durable-objects/user-hub/user-hub";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
