/**
 * SAT Essay worker tests: the real content/sat/essay passages seeded into this file's database (parsed with the
 * contract, through the statements the setup step runs), and essays that use them.
 */
import { env } from "cloudflare:workers";
import libraries from "../../../content/sat/essay/libraries.json";
import nightSky from "../../../content/sat/essay/night-sky.json";
import walking from "../../../content/sat/essay/walking-to-school.json";
import { satEssaySeedStatements } from "../../../scripts/content/sat-essay-statements";
import { satEssayPromptFileSchema } from "../../../worker/contract/sat-essay";

export const PASSAGES = [libraries, nightSky, walking].map((file) => satEssayPromptFileSchema.parse(file));
export const NIGHT_SKY = PASSAGES.find((p) => p.id === nightSky.id)!;

export async function seedPassages(): Promise<void> {
  await env.DB.batch(satEssaySeedStatements(PASSAGES).map((sql) => env.DB.prepare(sql)));
}

/** A real analysis of the night-sky column: five paragraphs, quotations, the vocabulary of analysis. */
export const ANALYSIS = [
  `In her column, Miriam Okafor argues that Millbrook should adopt an ordinance that shields outdoor lights. To persuade her neighbors, Okafor combines a personal anecdote, statistics and an appeal to shared memories, so that the reader feels both the loss and the ease of the remedy.`,
  `First, Okafor opens with an anecdote about her grandfather, who told her that the Milky Way "used to hang over our porch." This personal story creates an emotional appeal: the audience imagines a sky they have lost, which makes the problem feel close rather than abstract. The contrast with the "eleven stars" her daughter counted emphasizes how much has changed in one lifetime.`,
  `Second, the author supports her claim with evidence. She cites a county study which found that a third of the lighting is wasted, "costing the town and its businesses about $410,000 a year." This statistic appeals to the reader's logic and to their wallet, in order to show that the change saves money. She also answers the counterargument that darkness is dangerous, using the example of Harlow Falls, where burglaries "fell slightly," to strengthen her credibility.`,
  `Third, Okafor uses vivid word choice and a careful tone. Phrases such as "we switched off half the universe" are hyperbolic, yet they make the audience feel the scale of the loss. Her repetition of "They deserve" at the end creates a rhythm that leaves the reader with a sense of duty toward children.`,
  `In conclusion, Okafor builds her argument through a personal anecdote, evidence from studies and examples, and emotional word choice. These features work together to convince her neighbors that protecting the night sky is practical, affordable and right.`,
].join("\n\n");
