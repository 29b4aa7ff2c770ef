export { type AboutData, type TeamMember, type ValueCard, emptyAboutData, getAboutData } from "./api";
export { loadAboutData } from "./load";
export { AboutPage } from "./about-page";
export { chunk, pageCount, perViewFor, stepFrom, wrap, TEAM_ROTATION_MS, VISIBILITY_THRESHOLD } from "./carousel";
