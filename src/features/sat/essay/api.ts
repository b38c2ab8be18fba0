/** The SAT Essay API (worker/routes/sat-essays.ts) as plain calls on the typed client. */
import type { SatEssayRequest } from "../../../../worker/contract/sat-essay";
import { api, call } from "../../../lib/api-client";

const essays = api.sat.essays;

export const fetchSatEssayPrompts = () => call(essays.prompts.$get());
export const fetchSatEssayPrompt = (id: string) => call(essays.prompts[":id"].$get({ param: { id: encodeURIComponent(id) } }));
export const fetchSatEssays = () => call(essays.$get());
export const postSatEssay = (json: SatEssayRequest) => call(essays.$post({ json }));
export const evaluateSatEssayAgain = (id: string) => call(essays[":id"].evaluate.$post({ param: { id: encodeURIComponent(id) } }));
/** A client id for one essay: a retry (or a pending offline entry sent twice) is stored once. */
export const newSatEssayClientId = () => `sat-essay-${crypto.randomUUID()}`;
