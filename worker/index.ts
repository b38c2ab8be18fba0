import { app } from "./app";

export { ClassGame } from "./durable-objects/class-game/class-game";
export { UserHub } from "./durable-objects/user-hub/user-hub";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
