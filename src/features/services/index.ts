/** Services listing (/services) and the service pages (/services/{slug}). */
export { ServicesListing } from "./services-listing";
export { ServicePageView } from "./service-page-view";
export { loadServicesListing, loadServicePage, type ServicesListingData, type ServicePageData } from "./load";
export { SERVICE_PAGE_SLUGS, isServicePageSlug } from "./api";
export { CaseStudiesSection } from "./case-studies-section";
export { loadCaseStudies, type CaseStudiesData } from "./case-studies";
