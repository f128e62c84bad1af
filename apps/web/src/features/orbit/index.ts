export { AddToCart } from './components/add-to-cart'
export { OrbitPage } from './components/orbit-page'
export { CartLink } from './components/cart-link'
export { parseTonnes, type TonnesError } from './lib/tonnes'
