/** The app version in every page's meta tags (docs/product.md §9 "Other"), app and site alike. */
export const APP_VERSION = 'v49.1'
