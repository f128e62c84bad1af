import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import type { PageContent } from '../../types'

const { criteria, listed, screened, sections } = CATALOGUE_FIGURES

export const plan: PageContent = {
  title: 'ATLAS net-zero planner — plan your climate strategy | Kelp',
  description:
    'Set baselines for scope 1, 2 and 3, science-based reduction goals and a carbon fee or budget, and see year by year what your strategy costs.',
  eyebrow: 'Plan',
  heading: 'A net-zero strategy you can explain to your board',
  lead: 'ATLAS, the Kelp planner, turns your emissions baseline into reduction goals, a yearly contribution budget and claims you are allowed to make.',
  sections: [
    {
      heading: 'Start from your real baseline',
      paragraphs: [
        'Enter scope 1, 2 and 3 emissions in tonnes of CO₂e per year, or start from the typical split for your industry (6 % scope 1, 6 % scope 2, 88 % scope 3) and refine it later.',
        'Pick a baseline year and a net-zero target year. ATLAS shows the reduction path a company needs for 1.5 °C: at least 4.2 % less every year, while companies with approved targets typically reduce 8.8 % a year.',
      ],
    },
    {
      heading: 'Choose how you finance what you cannot yet reduce',
      paragraphs: [
        'Tonne-for-tonne covers a share of your remaining emissions with credits. Money-for-tonne sets an internal carbon fee per tonne, or a fixed yearly budget, and spends it on high-integrity projects.',
      ],
      points: [
        'SBTi-aligned: a short-term goal above 50 % and 90 % reduction by 2050 at the latest',
        'VCMI tiers: Silver from 10 %, Gold from 50 %, Platinum at 100 % of yearly emissions covered',
        'Removals-only portfolios for the residual emissions you cannot avoid',
      ],
    },
    {
      heading: 'Claims that hold up',
      paragraphs: [
        'ATLAS words your claim from what you actually did: reductions achieved, tonnes financed, certificates retired. It never suggests that a product is “climate neutral” because of credits — EU rules forbid that, and so do we.',
      ],
    },
  ],
  cta: { label: 'Open ATLAS', href: '/kelpatlas' },
}

export const buyCredits: PageContent = {
  title: 'Buy carbon credits from vetted projects | Kelp',
  description: `Browse removal and avoidance projects scored on ${criteria} published criteria. Of the ${screened} projects we screened, ${listed} made it into the marketplace.`,
  eyebrow: 'Buy credits',
  heading: 'Carbon credits you can stand behind',
  lead: 'Every project in the Kelp marketplace has passed the Sustainability Integrity Index. You see the score, the evidence and the price per tonne before you enquire.',
  sections: [
    {
      heading: 'Fewer projects, better ones',
      paragraphs: [
        `Every project is scored from registry records and the CarbonPlan CDR Database on ${criteria} published criteria in ${sections} sections. Only projects with verifiable registry data are listed.`,
      ],
    },
    {
      heading: 'Filter by what matters to you',
      paragraphs: ['Narrow the marketplace by country, method, project type and score.'],
      points: [
        'Carbon removal: biochar, afforestation and reforestation, enhanced weathering, soil carbon',
        'Carbon avoidance: REDD+, refrigerant destruction, peatland protection',
        'Mixed removal and avoidance: mangrove and peatland restoration',
      ],
    },
    {
      heading: 'Ask before you buy',
      paragraphs: [
        'Each project page has an enquiry form and an assistant that answers questions about that one project from its documented facts. Orders go through your cart and are confirmed with a written offer; credits are retired in your company’s name.',
      ],
    },
  ],
  cta: { label: 'Browse projects', href: '/projects' },
}

export const managePortfolio: PageContent = {
  title: 'Portfolio Manager — every credit, certificate and report | Kelp',
  description:
    'See what you invested, what you retired and where, download retirement certificates and regulatory reports, and share marketing material with your team.',
  eyebrow: 'Manage portfolio',
  heading: 'Your climate portfolio in one place',
  lead: 'The Portfolio Manager keeps purchases, retirements and documents together, so audits and reporting take hours instead of weeks.',
  sections: [
    {
      heading: 'Overview at a glance',
      paragraphs: [
        'Invested amount (excluding fees), tonnes purchased and number of projects, broken down by category, project type, location and rating.',
      ],
    },
    {
      heading: 'Certificates and documents',
      paragraphs: [
        'Download retirement certificates with serial numbers, regulatory reports, admin documents and marketing material prepared for your communication team.',
      ],
    },
    {
      heading: 'Access for the right people',
      paragraphs: [
        'Company admins decide who may see the portfolio. Colleagues without access see a clear notice and can ask their admin.',
      ],
    },
  ],
  cta: { label: 'Open the Portfolio Manager', href: '/portfolio' },
}

export const report: PageContent = {
  title: 'Climate reporting for CSRD and VCMI | Kelp',
  description:
    'Turn purchases and retirements into audit-ready figures for CSRD (ESRS E1), the VCMI Claims Code and your sustainability report.',
  eyebrow: 'Report',
  heading: 'Reporting that an auditor can follow',
  lead: 'Kelp documents every tonne from purchase to retirement, so your report states facts, not slogans.',
  sections: [
    {
      heading: 'CSRD and ESRS E1',
      paragraphs: [
        'ESRS E1-7 asks for the carbon credits a company has cancelled, separated into removals and reductions and by standard. Kelp exports exactly these figures per reporting year.',
      ],
    },
    {
      heading: 'VCMI claims',
      paragraphs: [
        'We calculate which VCMI tier your retirements support — Silver (10 %), Gold (50 %) or Platinum (100 % of remaining yearly emissions) — and which conditions you still need to meet.',
      ],
    },
    {
      heading: 'Honest wording',
      paragraphs: [
        'Since the EU Directive 2024/825 on empowering consumers, claims that a product is climate neutral because of offsetting are not allowed. Our templates describe your contribution instead: what you financed, where and with what evidence.',
      ],
    },
  ],
  cta: { label: 'Talk to our team', href: '/contact' },
}
