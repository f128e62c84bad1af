export { plannerRoutes } from './routes'
export { getPlannerSettings, savePlannerSettings } from './service'
