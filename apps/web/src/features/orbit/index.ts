// What other features use. The /orbit page imports its screen from components/orbit-page: named
// here, the cart screen's code would come with every page that adds to the cart.
export { AddToCart } from './components/add-to-cart'
export { orbitQuery } from './api/orbit-api'
export { CartLink } from './components/cart-link'
export { parseTonnes, type TonnesError } from './lib/tonnes'
