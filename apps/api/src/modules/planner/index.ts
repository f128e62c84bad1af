export { plannerRoutes } from './routes'
export { getPlannerSettings, savePlannerSettings } from './service'
export { findCreditSupply } from './supply-repository'
