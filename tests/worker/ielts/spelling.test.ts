import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../worker/db/client";
import { misspellings, spellingRanks } from "../../../worker/ielts/spelling";
import { wordTokens } from "../../../worker/ielts/text-features";
import { loadLexicon } from "../vocabulary/helpers";

beforeAll(loadLexicon);

const NO_QUESTION = new Set<string>();
const suggestions = (text: string, ranks?: ReadonlyMap<string, number>) =>
  Object.fromEntries(misspellings(text, wordTokens(text), NO_QUESTION, ranks).map((m) => [m.text, m.suggestion]));
const ranked = async (text: string) => suggestions(text, await spellingRanks(createDb(env.DB), text, wordTokens(text), NO_QUESTION));

describe("spelling suggestions", () => {
  it("know irregular forms a learner regularised: goed → went, childs → children, buyed → bought", () => {
    expect(suggestions("Yesterday I goed home.")).toEqual({ goed: "went" });
    expect(suggestions("The childs play outside.")).toEqual({ childs: "children" });
    expect(suggestions("I buyed a new phone.")).toEqual({ buyed: "bought" });
    expect(suggestions("We runned to the bus and catched it.")).toEqual({ runned: "ran", catched: "caught" });
    expect(suggestions("The childrens and the womans are here.")).toEqual({ childrens: "children", womans: "women" });
    expect(suggestions("This one is gooder, that one is the goodest.")).toEqual({ gooder: "better", goodest: "best" });
  });

  it("give the past participle after have or be, the past elsewhere", () => {
    expect(
      misspellings(
        "She writed a letter and she has writed two.",
        wordTokens("She writed a letter and she has writed two."),
        NO_QUESTION,
      ).map((m) => m.suggestion),
    ).toEqual(["wrote", "written"]);
    expect(suggestions("The car was buyed last year.")).toEqual({ buyed: "bought" });
  });

  it("rank one-edit candidates by keyboard and frequency: a swap or a neighbouring key beats a distant one, a frequent word a rare one", async () => {
    expect(suggestions("It was teh best day becuase we recieved a gift.")).toEqual({
      teh: "the",
      becuase: "because",
      recieved: "received",
    });
    // Without frequencies "tiem" is "them" (a function word, one key away); the lexicon knows "time" is far more frequent than "item".
    expect(suggestions("I had no tiem.")).toEqual({ tiem: "them" });
    expect(await ranked("I had no tiem.")).toEqual({ tiem: "time" });
    expect(await ranked("I have alot of freinds in my hometwon.")).toEqual({ alot: "a lot", freinds: "friends", hometwon: "hometown" });
  });
});
