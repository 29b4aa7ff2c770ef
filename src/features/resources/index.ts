export { loadPublicResources, loadResourcesIntro, type PublicResources, type ResourcesIntro } from "./load";
export { ResourceCenter } from "./resource-center";
