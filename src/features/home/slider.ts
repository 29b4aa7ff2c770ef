/** The home page's sliders: the hero and the testimonials advance one step every 10 s (spec section 9). */
export const ROTATION_MS = 10_000;
