// The one Node API the Worker uses (nodejs_compat is on by the compatibility date): the bench's D1 meter
// (worker/db/meter.ts) follows a request into the work it leaves running. The Worker has no Node types.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
