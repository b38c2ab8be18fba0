/** What other features use of sat; they import it from here, never from its files (eslint.config.js). */
export { SatHistoryLink, satRecordPath } from "./around/SatHistoryLink";
export { SatPlanWeeks } from "./around/SatPlanWeeks";
export { SatSkillsCard } from "./around/SatSkillsCard";
export { StudentSatResults } from "./around/StudentSatResults";
export { parseTargetSat } from "./around/target-sat";
export { useSatProgressTranslation } from "./around/translations";
export { postSatEssay } from "./essay/api";
export { satEssayKeys } from "./essay/query-keys";
export { satKeys } from "./query-keys";
