/** Carousel autoplay delay (product.md §9 "Other": 3000 ms). */
export const CAROUSEL_AUTOPLAY_MS = 3000
