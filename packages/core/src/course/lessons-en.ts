import { CATALOGUE_FIGURES } from '../projects/catalogue-figures'
import type { CourseContent } from './types'

/** The free e-mail course in English: five lessons on corporate carbon strategy. */
export const courseEn: CourseContent = {
  title: 'Carbon strategy in five lessons',
  welcomeSubject: 'Welcome to the Kelp e-mail course',
  welcome: [
    'thank you for signing up. Over the next days you will receive five short lessons on corporate carbon strategy: measuring emissions, reducing them, judging the quality of carbon credits, making honest claims and reporting under the CSRD.',
    'Lesson 1 follows in a moment, then one lesson at a time. Each takes about five minutes to read and ends with concrete steps for your company.',
  ],
  lessons: [
    {
      number: 1,
      subject: 'Lesson 1 of 5: measure scopes 1, 2 and 3',
      heading: 'Measure before you manage: scopes 1, 2 and 3',
      paragraphs: [
        'The GHG Protocol Corporate Standard sorts a company’s emissions into three scopes. Scope 1 covers direct emissions from sources you own or control: gas boilers, company cars, process emissions and refrigerant leaks. Scope 2 covers purchased electricity, heat and steam. Scope 3 covers everything else in your value chain, in 15 categories from purchased goods and services (category 1) and business travel (category 6) to the use of sold products (category 11).',
        'Report scope 2 twice: location-based, with the average emission factor of the grid you draw from, and market-based, with the factors of the contracts you actually hold, such as guarantees of origin. Only the market-based figure shows the effect of a green electricity contract, and only the location-based one shows what the grid really emitted.',
        'For most companies scope 3 is by far the largest part, often more than 70 % of the total. Start with a spend-based estimate (euros spent per category times an emission factor per euro) to find the hot spots, then replace the largest categories with activity data: kilograms of steel, tonne-kilometres of freight, supplier-specific product footprints.',
        'Choose a base year with reliable data and write down a recalculation policy: if an acquisition, a divestment or a method change shifts the base year by more than a set threshold (5 % is common), you recalculate it so that progress stays comparable.',
      ],
      actions: [
        'Collect twelve months of fuel, electricity and heat invoices for scopes 1 and 2.',
        'Export your purchase ledger by category for a first spend-based scope 3 screen.',
        'Name one owner for the inventory and write down the base year and recalculation threshold.',
      ],
      readMore: { label: 'Plan your baseline with ATLAS', path: '/plan' },
    },
    {
      number: 2,
      subject: 'Lesson 2 of 5: reduction first, with science-based targets',
      heading: 'Reduction first: setting targets the Science Based Targets initiative accepts',
      paragraphs: [
        'Credits cannot replace reduction. The Science Based Targets initiative (SBTi) expects a near-term target covering 5 to 10 years and a long-term target to reduce emissions by at least 90 % by 2050 at the latest. Only the residual emissions of at most about 10 % may be neutralised, and then with permanent carbon removals.',
        'For a 1.5 °C pathway the cross-sector method asks for an absolute reduction of scope 1 and 2 emissions of at least 4.2 % per year against the base year. If scope 3 makes up 40 % or more of your total, you also need a scope 3 target; near-term it must cover at least two thirds of scope 3 emissions.',
        'A reduction plan is built from measures with a cost and a date: efficiency and heat pumps for buildings, renewable electricity, electric vehicles for the fleet, and for scope 3 supplier engagement, design changes and less air travel. Sorting the measures by euros per tonne avoided shows what to do first; many have negative costs.',
        'Climate contributions through carbon credits come on top of this plan, never instead of it. The SBTi calls this beyond value chain mitigation: financing climate action outside your value chain while you reduce inside it.',
      ],
      actions: [
        'Calculate what 4.2 % a year means in tonnes for your scope 1 and 2 baseline.',
        'List your five largest emission sources and at least one reduction measure for each.',
        'Check whether scope 3 exceeds 40 % of your total and therefore needs its own target.',
      ],
      readMore: { label: 'Set goals and contribution models in the planner', path: '/plan' },
    },
    {
      number: 3,
      subject: 'Lesson 3 of 5: what makes a carbon credit high quality',
      heading: 'Judging credit quality: additionality, permanence and the SII',
      paragraphs: [
        'A carbon credit represents one tonne of CO₂e avoided or removed. Whether that tonne is real depends on a few questions. Additionality: would the project have happened without the credit revenue? Permanence: how long does the carbon stay stored, and who compensates a reversal such as a forest fire? Quantification: is the baseline conservative, or are more credits issued than tonnes achieved? Double counting: is the same tonne also claimed by the host country or a second buyer?',
        'The Integrity Council for the Voluntary Carbon Market (ICVCM) assesses methodologies against its Core Carbon Principles and labels approved ones as CCP. Avoidance credits (for example renewable energy or clean cookstoves) and removal credits (reforestation, biochar, direct air capture) answer different needs: removals are required for the residual emissions in a net-zero target, avoidance finances reductions elsewhere today.',
        `Kelp scores every project with the Sustainability Integrity Index (SII) from 0 to 100, computed from ${CATALOGUE_FIGURES.criteria} named criteria in five sections: basic project details, carbon impact, benefits beyond carbon, the reporting process, and compliance and reputation. The carbon section weighs 40 %, because additionality and permanence matter most. The method is public, so every score can be traced to its data.`,
        'Ask three things of any offer: the registry and serial numbers, the vintage (the year the reduction happened) and a retirement certificate in your company’s name. A credit that is not retired in your name can be sold again.',
      ],
      actions: [
        'Ask your current or planned supplier for registry IDs, vintages and retirement certificates.',
        'Decide which share of your contribution should come from removals.',
        'Compare two projects with the SII breakdown rather than with their price alone.',
      ],
      readMore: {
        label: 'How the Sustainability Integrity Index works',
        path: '/sustainability-integrity-index-sii',
      },
    },
    {
      number: 4,
      subject: 'Lesson 4 of 5: honest claims under VCMI and EU Directive 2024/825',
      heading: 'Claims: the VCMI Claims Code and the EU ban on offset-based neutrality',
      paragraphs: [
        'The Voluntary Carbon Markets Integrity Initiative (VCMI) defines when a company may claim to use credits credibly. Its prerequisites come first: a public greenhouse gas inventory, a science-based near-term target on which you are on track, a public commitment to net zero by 2050 at the latest, and public policy advocacy that supports the Paris Agreement.',
        'Only then do the tiers apply, measured against your remaining emissions in the claim year: VCMI Silver for 20 to 60 % covered with high-quality credits, Gold for 60 to 100 %, Platinum for more than 100 %. The claim describes a contribution on top of reductions; it does not make emissions disappear.',
        'EU Directive 2024/825 on empowering consumers for the green transition tightens the rules for advertising. From 27 September 2026 it bans, across the EU, claims that a product has a neutral, reduced or positive impact on the climate because emissions were offset, generic claims such as “eco-friendly” without recognised excellent environmental performance, and sustainability labels that are not based on a certification scheme or set up by a public authority.',
        'What remains allowed is a specific, verifiable statement: which project you financed, how many tonnes, with which standard, and that this is a contribution in addition to your own reductions. Kelp’s certificates and reports are worded this way on purpose.',
      ],
      actions: [
        'Search your website, packaging and sales decks for “climate neutral”, “CO₂-neutral” and similar words.',
        'Check the four VCMI prerequisites before you plan any VCMI claim.',
        'Rewrite one existing claim as a specific contribution statement with project, tonnes and standard.',
      ],
      readMore: {
        label: 'What Directive 2024/825 means for your claims',
        path: '/blog/green-claims-directive',
      },
    },
    {
      number: 5,
      subject: 'Lesson 5 of 5: reporting under the CSRD',
      heading: 'Reporting: the CSRD, ESRS E1 and how to show credits',
      paragraphs: [
        'The Corporate Sustainability Reporting Directive (CSRD) requires in-scope companies to report under the European Sustainability Reporting Standards (ESRS). The climate standard ESRS E1 asks for a transition plan (E1-1), targets (E1-4), gross scope 1, 2 and 3 emissions and their total (E1-6), and, separately, removals and carbon credits (E1-7).',
        'Separately is the important word: credits are disclosed next to your emissions, never subtracted from them. For each credit you report the quantity, the standard, whether it is an avoidance or removal credit, and whether it was retired in the reporting year. A limited-assurance audit will ask for the retirement certificates.',
        'The EU’s 2025 Omnibus package postponed reporting for the later waves of companies by two years and proposes to narrow the scope to larger companies. Check where your company stands; even outside the scope, banks, customers and large buyers increasingly ask for the same figures, and the voluntary VSME standard offers a lighter format for smaller companies.',
        'Good reporting closes the loop of this course: measure with a clear method, reduce against a target, finance high-quality projects for what remains, and describe it in words a regulator and a customer can both verify.',
      ],
      actions: [
        'Map the data you collected in lesson 1 to the data points of ESRS E1-6.',
        'Keep registry serial numbers and retirement certificates in one folder per reporting year.',
        'Book a 30-minute call with a Kelp advisor if you want us to review your plan.',
      ],
      readMore: { label: 'Reporting with Kelp', path: '/report' },
    },
  ],
}
