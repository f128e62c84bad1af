import type { Webinar } from '../types'

export const webinars: Webinar[] = [
  {
    id: 'csrd-credits-2027',
    title: 'Carbon credits in your first CSRD report',
    summary:
      'What ESRS E1-7 requires, with a walkthrough of a real export from the Portfolio Manager.',
    startsAt: '2027-01-21T15:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Head of Reporting, Kelp',
  },
  {
    id: 'vcmi-gold-roadmap',
    title: 'From VCMI Silver to Gold: a roadmap',
    summary:
      'How to plan reductions and credit purchases so that your claim can grow year by year.',
    startsAt: '2027-02-18T15:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Climate Strategy Lead, Kelp',
  },
  {
    id: 'green-claims-after-2026',
    title: 'Green claims after September 2026',
    summary: 'What Directive (EU) 2024/825 means for your website, packaging and reports.',
    startsAt: '2026-10-08T14:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Legal Counsel, Kelp',
  },
  {
    id: 'removals-buyers-guide',
    title: 'A buyer’s guide to carbon removals',
    summary:
      'Biochar, enhanced weathering and reforestation compared on permanence, price and risk.',
    startsAt: '2026-09-10T14:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Senior Project Analyst, Kelp',
  },
]
