import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import type { GlossaryTerm } from '../types'

export const terms: GlossaryTerm[] = [
  {
    id: 'additionality',
    term: 'Additionality',
    definition:
      'A project is additional if its emission reductions or removals would not have happened without the revenue from carbon credits.',
  },
  {
    id: 'afforestation',
    term: 'Afforestation and reforestation',
    definition:
      'Planting trees on land that was not forested (afforestation) or was deforested (reforestation), removing CO₂ as the trees grow.',
  },
  {
    id: 'avoidance',
    term: 'Avoidance credit',
    definition:
      'A credit for one tonne of CO₂e that was prevented from entering the atmosphere, for example by protecting a forest or destroying refrigerants.',
  },
  {
    id: 'baseline',
    term: 'Baseline',
    definition:
      'The emissions of a reference year against which a company measures its reductions, or the scenario without a project against which a project’s impact is measured.',
  },
  {
    id: 'biochar',
    term: 'Biochar',
    definition:
      'A charcoal-like material made by heating biomass with little oxygen; it stores a large share of the plant carbon for centuries.',
  },
  {
    id: 'buffer-pool',
    term: 'Buffer pool',
    definition:
      'A reserve of credits that a standard holds back from nature-based projects to cover reversals such as forest fires.',
  },
  {
    id: 'carbon-budget',
    term: 'Carbon budget',
    definition:
      'A fixed yearly amount of money a company commits to climate action, independent of the tonnes it emits.',
  },
  {
    id: 'carbon-credit',
    term: 'Carbon credit',
    definition:
      'A tradable certificate representing one tonne of CO₂e reduced, avoided or removed by a verified project.',
  },
  {
    id: 'carbon-fee',
    term: 'Carbon fee',
    definition:
      'An internal price a company charges itself per tonne emitted; the proceeds finance reductions and credits.',
  },
  {
    id: 'co2e',
    term: 'CO₂e (CO₂ equivalent)',
    definition:
      'A unit that expresses the warming effect of all greenhouse gases as the amount of CO₂ with the same effect over 100 years.',
  },
  {
    id: 'corresponding-adjustment',
    term: 'Corresponding adjustment',
    definition:
      'An accounting entry under Article 6 of the Paris Agreement by which a host country removes exported reductions from its own national balance.',
  },
  {
    id: 'csrd',
    term: 'CSRD',
    definition:
      'The EU Corporate Sustainability Reporting Directive, which requires companies to report on sustainability according to the ESRS.',
  },
  {
    id: 'direct-air-capture',
    term: 'Direct air capture (DAC)',
    definition:
      'Machines that filter CO₂ from ambient air so it can be stored permanently underground.',
  },
  {
    id: 'double-counting',
    term: 'Double counting',
    definition:
      'When the same tonne is claimed by more than one party, for example by a buyer and by the host country.',
  },
  {
    id: 'enhanced-weathering',
    term: 'Enhanced weathering',
    definition:
      'Spreading finely ground silicate rock on fields, where it reacts with CO₂ and stores it as carbonate for thousands of years.',
  },
  {
    id: 'esrs-e1',
    term: 'ESRS E1',
    definition:
      'The European Sustainability Reporting Standard on climate change; disclosure E1-7 covers removals and carbon credits.',
  },
  {
    id: 'ghg-protocol',
    term: 'GHG Protocol',
    definition:
      'The most widely used standard for corporate greenhouse-gas accounting, which defines scopes 1, 2 and 3.',
  },
  {
    id: 'leakage',
    term: 'Leakage',
    definition:
      'Emissions that shift elsewhere because of a project, for example logging that moves to a neighbouring forest.',
  },
  {
    id: 'mrv',
    term: 'MRV',
    definition:
      'Measurement, reporting and verification: how a project’s impact is measured, documented and checked by an independent auditor.',
  },
  {
    id: 'net-zero',
    term: 'Net zero',
    definition:
      'A state in which a company has reduced its emissions by around 90 % and neutralises the residual emissions with durable removals.',
  },
  {
    id: 'permanence',
    term: 'Permanence',
    definition:
      'How long stored carbon stays out of the atmosphere; from decades for forests to millennia for mineral storage.',
  },
  {
    id: 'peatland-rewetting',
    term: 'Peatland rewetting',
    definition:
      'Raising the water table of drained peatland so that the peat stops decomposing and releasing CO₂.',
  },
  {
    id: 'redd-plus',
    term: 'REDD+',
    definition:
      'Reducing emissions from deforestation and forest degradation, a UN framework for forest-protection projects.',
  },
  {
    id: 'registry',
    term: 'Registry',
    definition:
      'The database of a carbon standard in which credits are issued, transferred and retired with unique serial numbers.',
  },
  {
    id: 'removal',
    term: 'Removal credit',
    definition:
      'A credit for one tonne of CO₂ taken out of the atmosphere and stored in biomass, soils, products or rock.',
  },
  {
    id: 'retirement',
    term: 'Retirement',
    definition:
      'Cancelling a credit in the registry on behalf of its owner so it can never be sold again; the basis for any claim.',
  },
  {
    id: 'sbti',
    term: 'SBTi',
    definition:
      'The Science Based Targets initiative, which validates corporate reduction targets against the 1.5 °C pathway.',
  },
  {
    id: 'scope-1',
    term: 'Scope 1',
    definition:
      'Direct emissions from sources a company owns or controls, such as boilers and vehicles.',
  },
  {
    id: 'scope-2',
    term: 'Scope 2',
    definition: 'Indirect emissions from purchased electricity, heat and steam.',
  },
  {
    id: 'scope-3',
    term: 'Scope 3',
    definition:
      'All other indirect emissions in the value chain, from purchased goods to the use of sold products.',
  },
  {
    id: 'sii',
    term: 'Sustainability Integrity Index (SII)',
    definition: `Kelp’s published scoring method for projects, covering five sections and ${CATALOGUE_FIGURES.criteria} published criteria.`,
  },
  {
    id: 'vcmi',
    term: 'VCMI',
    definition:
      'The Voluntary Carbon Markets Integrity Initiative, whose Claims Code defines Silver, Gold and Platinum claims.',
  },
  {
    id: 'vintage',
    term: 'Vintage',
    definition: 'The year in which the reduction or removal behind a credit took place.',
  },
]
