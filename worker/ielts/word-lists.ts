/**
 * Word lists the offline estimate counts with. Written for Lexora (no published list is copied): the
 * linking phrases a Band 6–8 script uses, academic and less common vocabulary typical of IELTS Task 1
 * and Task 2 answers, the words that open a subordinate clause, spoken fillers and stop words.
 */

/** Cohesive devices by function; a script that uses several functions links its ideas in more ways. */
export const COHESIVE_DEVICES = {
  addition: ["in addition", "moreover", "furthermore", "additionally", "besides", "what is more", "as well as", "not only"],
  contrast: ["however", "on the other hand", "nevertheless", "nonetheless", "in contrast", "by contrast", "whereas", "although", "even though", "despite", "in spite of", "conversely", "on the contrary"],
  cause: ["therefore", "consequently", "as a result", "thus", "hence", "because of", "due to", "owing to", "for this reason", "as a consequence", "so that", "this means that", "leads to", "results in"],
  example: ["for example", "for instance", "such as", "in particular", "to illustrate", "namely", "a case in point"],
  sequence: ["firstly", "secondly", "thirdly", "finally", "first of all", "to begin with", "subsequently", "afterwards", "lastly", "following this", "after that", "at the same time"],
  conclusion: ["in conclusion", "to conclude", "to sum up", "overall", "in summary", "all in all", "on balance", "taking everything into account"],
  comparison: ["similarly", "likewise", "in the same way", "compared with", "compared to", "in comparison", "equally"],
  opinion: ["in my opinion", "in my view", "i believe", "i would argue", "from my perspective", "personally", "i strongly agree", "i strongly disagree", "i agree", "i disagree"],
} as const;
export type CohesiveFunction = keyof typeof COHESIVE_DEVICES;

/** Words that open a subordinate or relative clause: a sentence with one is a complex sentence. */
export const SUBORDINATORS = [
  "although",
  "though",
  "because",
  "since",
  "unless",
  "whereas",
  "while",
  "whilst",
  "if",
  "when",
  "whenever",
  "which",
  "who",
  "whom",
  "whose",
  "where",
  "after",
  "before",
  "until",
  "once",
  "whether",
  "provided",
  "so that",
  "even if",
  "as soon as",
  "in order to",
] as const;

/**
 * Academic and less common vocabulary: the describing-data language of Task 1 and the arguing language
 * of Task 2. Matched on a light stem, so "significantly" and "significant" both count.
 */
export const ACADEMIC_WORDS = [
  "significant", "substantial", "considerable", "marginal", "moderate", "approximately", "roughly", "proportion", "percentage",
  "fluctuate", "fluctuation", "decline", "plummet", "surge", "peak", "plateau", "stabilise", "stabilize", "steady", "gradual",
  "sharp", "dramatic", "trend", "respectively", "accounted", "constitute", "comprise", "majority", "minority", "figure",
  "estimate", "projected", "forecast", "predominantly", "exceed", "outnumber", "overtake", "remainder", "decade", "period",
  "consequence", "implication", "significance", "phenomenon", "perspective", "assumption", "hypothesis", "evidence", "indicate",
  "demonstrate", "illustrate", "emphasise", "emphasize", "highlight", "advocate", "argue", "assert", "contend", "maintain",
  "acknowledge", "concede", "justify", "justification", "undermine", "enhance", "facilitate", "foster", "promote", "mitigate",
  "alleviate", "exacerbate", "address", "tackle", "implement", "regulation", "legislation", "policy", "initiative", "incentive",
  "allocate", "allocation", "resource", "sustainable", "sustainability", "environmental", "infrastructure", "urban", "rural",
  "economic", "economy", "financial", "fiscal", "investment", "expenditure", "revenue", "subsidy", "welfare", "prosperity",
  "inequality", "disparity", "employment", "unemployment", "productivity", "efficiency", "innovation", "technological",
  "automation", "digital", "globalisation", "globalization", "communication", "interaction", "individual", "society", "societal",
  "community", "generation", "demographic", "population", "migration", "cultural", "diversity", "tradition", "heritage",
  "identity", "perception", "attitude", "behaviour", "behavior", "motivation", "cognitive", "psychological", "wellbeing",
  "obesity", "sedentary", "nutrition", "healthcare", "curriculum", "academic", "vocational", "literacy", "qualification",
  "discipline", "autonomy", "responsibility", "accountability", "obligation", "priority", "prioritise", "prioritize",
  "beneficial", "detrimental", "adverse", "crucial", "essential", "fundamental", "inevitable", "feasible", "viable",
  "controversial", "debatable", "widespread", "prevalent", "conventional", "contemporary", "traditional", "alternative",
  "potential", "potentially", "particularly", "primarily", "relatively", "consequently", "nevertheless", "furthermore",
  "moreover", "whereas", "thereby", "likewise", "conversely", "notably", "arguably", "undoubtedly", "increasingly",
  "considerably", "excessive", "adequate", "inadequate", "sufficient", "insufficient", "valid", "rational", "objective",
  "subjective", "ethical", "moral", "integrity", "transparency", "compromise", "consensus", "dilemma", "paradox", "trade-off",
  "drawback", "merit", "advantage", "disadvantage", "outweigh", "counterpart", "variable", "factor", "component", "dimension",
  "aspect", "criterion", "criteria", "analysis", "analyse", "analyze", "evaluate", "assess", "interpret", "derive", "obtain",
  "acquire", "sustain", "retain", "pursue", "attain", "achieve", "contribute", "contribution", "establish", "expand",
  "expansion", "reduction", "reduce", "restrict", "restriction", "impose", "enforce", "consume", "consumption", "emission",
  "pollution", "conservation", "renewable", "biodiversity", "habitat", "ecosystem", "climate", "carbon", "congestion",
] as const;

/** Spoken hesitation; many of them per hundred words mark a less fluent answer. */
export const FILLERS = ["um", "uh", "er", "erm", "ah", "hmm", "you know", "i mean", "sort of", "kind of", "like i said"] as const;

/** Function words left out when finding the key words of a question. */
export const STOP_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does " +
    "doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just " +
    "me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the " +
    "their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who " +
    "whom why will with would you your yours yourself yourselves many much may might must shall one two three people think thinks agree disagree " +
    "extent opinion discuss both views give reasons answer include relevant examples knowledge experience write least words following topic " +
    "summarise information selecting reporting main features make comparisons where shows show below graph chart table diagram map maps process " +
    "describes gives provides compares illustrates percentage number"
  ).split(" "),
);
