export { type Principle, type PrincipleLink, otherPrinciples, principlePath } from "./api";
export { parseFullText, type TextBlock } from "./text";
export { loadPrincipleList, loadPrinciplePage, type PrincipleListData, type PrinciplePageData } from "./load";
export { PrincipleDetail, PrincipleNotFound } from "./principle-detail";
export { PrincipleLinks } from "./principle-links";
