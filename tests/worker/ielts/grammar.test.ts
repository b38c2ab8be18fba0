import { describe, expect, it } from "vitest";
import { grammarFindings } from "../../../worker/ielts/grammar";

/** Sentences with one learner error each, the words the finding must cover, and its suggestion. */
const ERRORS: [sentence: string, original: string, suggestion: string | null][] = [
  ["Public transport is more safe than driving a car.", "more safe", "safer"],
  ["Living in the countryside is more cheap.", "more cheap", "cheaper"],
  ["It is the most easy way to learn a language.", "most easy", "easiest"],
  ["Cities become more big every year.", "more big", "bigger"],
  ["I do not agree with such rule.", "such rule", "such a rule"],
  ["Such law is unfair to young drivers.", "Such law", "Such a law"],
  ["Nobody wants to live in such place.", "such place", "such a place"],
  ["Cars are very dangerous for children, they cause many accidents every year.", ",", "."],
  ["Many students work part-time during their studies, this is good for their future careers.", ",", "."],
  ["They do not live in these flats, they rent them to tourists.", ",", "."],
  ["Most people is happy with their jobs.", "people is", "people are"],
  ["Children has more free time than adults.", "Children has", "Children have"],
  ["Everyone have the right to education.", "Everyone have", "Everyone has"],
  ["My brother thinks that he go to university next year.", "he go", "he goes"],
  ["Technology is useful because it help people to communicate.", "it help", "it helps"],
  ["They was not ready for the exam.", "They was", "They were"],
  ["There is many reasons for this change.", "There is", "There are"],
  ["The government should to invest in public transport.", "should to invest", "should invest"],
  ["Yesterday I didn't went to school.", "didn't went", "didn't go"],
  ["Pollution is one of the most serious problem in big cities.", "problem", "problems"],
  ["This is one of the biggest challenge for governments.", "challenge", "challenges"],
  ["Some people prefer cars. Because they are fast and comfortable.", "Because", null],
  ["Practical skills is very useful in life.", "skills is", "skills are"],
  ["Maths and science is needed for a good job.", "is", "are"],
  ["In conclusion, both is important for students.", "both is", "both are"],
  ["When they leave school, they will have many problem.", "problem", "problems"],
  ["There are many discussion about this topic.", "discussion", "discussions"],
  ["My cousin cannot cook, so he eat fast food every day.", "he eat", "he eats"],
  ["Despite of the cost, many families buy a car.", "Despite of", "Despite"],
  ["In this essay I will discuss about both views.", "discuss about", "discuss"],
];

/** Correct sentences, several close to the errors above: none may be flagged. */
const CORRECT = [
  "Public transport is safer than driving a car.",
  "We need more cheap housing in the city centre.",
  "More people now work from home than ever before.",
  "The most important thing is to study every day.",
  "Such rules are unfair to young drivers.",
  "Such a rule would be hard to enforce.",
  "Subjects such as art and music are often ignored.",
  "Such behaviour is not acceptable in schools.",
  "Although cars are convenient, they cause pollution.",
  "If people exercise regularly, they live longer.",
  "In my opinion, this is the best solution.",
  "However, it is not easy to change habits.",
  "Cars are dangerous, and they cause many accidents.",
  "Some people believe that technology isolates us, while others think it connects us.",
  "People are happy when they have free time.",
  "The needs of people are changing quickly.",
  "Everyone has the right to education.",
  "Does it help people to communicate?",
  "It can help people to communicate.",
  "Let it go, and move on.",
  "He goes to university by bus.",
  "There are many reasons for this change.",
  "There is a lot of traffic in the morning.",
  "The government should invest in public transport.",
  "People ought to recycle more.",
  "Yesterday I didn't go to school.",
  "Pollution is one of the most serious problems in big cities.",
  "Because it was raining, we stayed at home.",
  "Because of the cost, many families do not buy a car.",
  "Despite the cost, many families buy a car.",
  "This essay will discuss both views.",
  "On the other hand, cars give people freedom.",
  "They were not ready for the exam.",
  "The children have more free time than adults.",
  "It is the easiest way to learn a language.",
  "Cities become bigger every year.",
  "The news is on at six.",
  "Physics is a difficult subject.",
  "One of the reasons is the cost of living.",
  "The price of houses is rising.",
  "Learning languages is useful for travel.",
  "This is why many people agree.",
  "Many people live in cities.",
  "Many young people move to cities.",
  "There are many different reasons.",
  "Several of my friends work abroad.",
  "Two thousand people came.",
  "His parents were happy, and the house was quiet.",
  "Everyone who works hard has a chance.",
  "Maths and science are needed for a good job.",
  "Bread with butter is a simple breakfast, and this is fine.",
  "Cars are very dangerous but they are useful.",
  "The trains were late again this morning, it seems.",
  "Having weighed both positions, I would argue that schools matter.",
  "Compared with last year, it was a good season.",
  "My parents moved to the city last year, they say.",
];

describe("grammar findings", () => {
  it.each(ERRORS)("flags %j", (sentence, original, suggestion) => {
    const findings = grammarFindings(sentence);
    expect(findings.map((f) => f.original)).toContain(original);
    const finding = findings.find((f) => f.original === original)!;
    expect(sentence.slice(finding.start, finding.end)).toBe(original);
    expect(finding.suggestion).toBe(suggestion);
    expect(finding.message.length).toBeGreaterThan(10);
  });

  it.each(CORRECT)("leaves %j alone", (sentence) => {
    expect(grammarFindings(sentence)).toEqual([]);
  });
});
