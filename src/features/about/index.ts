export { type AboutData, type TeamMember, type ValueCard, emptyAboutContent, getAboutData } from "./api";
export { loadAboutData } from "./load";
export { AboutPage } from "./about-page";
export { chunk, pageCount, perViewFor, stepFrom, TEAM_ROTATION_MS, VISIBILITY_THRESHOLD } from "./carousel";
