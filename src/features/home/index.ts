export { type HomeData, type HeroSlide, type Testimonial, emptyHomeContent, getHomeData } from "./api";
export { loadHomeData } from "./load";
export { HomePage } from "./home-page";
export { ROTATION_MS } from "./slider";
