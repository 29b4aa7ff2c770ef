export { type HomeData, type HeroSlide, type Testimonial, emptyHomeData, getHomeData } from "./api";
export { loadHomeData } from "./load";
export { HomePage } from "./home-page";
export { swipeStep, wrapIndex, ROTATION_MS, SWIPE_THRESHOLD } from "./slider";
