/** Carousel autoplay delay (spec §9 "Other": 3000 ms). */
export const CAROUSEL_AUTOPLAY_MS = 3000
