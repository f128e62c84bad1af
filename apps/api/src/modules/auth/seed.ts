import { DEMO_COMPANY_DOMAIN, DEMO_EMAIL } from '@kelp/core/auth'
import type { Seeder } from '../../db/seed'
import { findUserByEmail, ensureCompany, insertMembership, insertUser } from './repository'

/** The demo company and its admin; demo mode lets this account sign in without a code. */
export const authSeeder: Seeder = {
  name: 'auth: demo company and admin',
  isSeeded: async (db) => (await findUserByEmail(db, DEMO_EMAIL)) !== undefined,
  async run(db) {
    const { company } = await ensureCompany(db, DEMO_COMPANY_DOMAIN, 'Kelp Demo')
    let user = await findUserByEmail(db, DEMO_EMAIL)
    user ??= await insertUser(db, {
      email: DEMO_EMAIL,
      firstName: 'Alex',
      lastName: 'Demo',
      emailVerifiedAt: new Date(),
    })
    await insertMembership(db, {
      userId: user.id,
      companyId: company.id,
      role: 'admin',
      portfolioAccess: true,
    })
  },
}
