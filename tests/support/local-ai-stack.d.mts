export type LocalAiStack = {
  /** Origin of the Worker (it serves the built app too). */
  url: string;
  /** The publishable key its /auth/v1 endpoints expect. */
  apiKey: string;
  /** Every request body the model received. */
  model: { url: string; requests: { messages?: { role: string; content: unknown }[] }[] };
  stop(): Promise<void>;
};

export function startLocalAiStack(options: { name: string; chunkDelayMs: number; firstTokenDelayMs: number }): Promise<LocalAiStack>;
