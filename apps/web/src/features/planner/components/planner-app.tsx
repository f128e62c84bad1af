'use client'

import dynamic from 'next/dynamic'
import { useIsDesktop } from '../hooks/use-is-desktop'
import { PlannerStart } from './planner-start'

/**
 * The dashboard (charts, editors and the settings validation with zod) is loaded only on
 * screens that can use it: phones get the desktop notice alone (decision 095).
 */
const PlannerDashboard = dynamic(
  () => import('./planner-dashboard').then((m) => m.PlannerDashboard),
  { ssr: false, loading: () => <PlannerStart /> },
)

/** The ATLAS planner screen (product.md §2, §4): the dashboard on desktop, a notice on phones. */
export function PlannerApp() {
  return useIsDesktop() ? <PlannerDashboard /> : <PlannerStart />
}
