export { portfolioSeeder } from './seed'
