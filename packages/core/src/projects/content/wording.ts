import type { ProjectMethod } from '../constants'

type Lang = 'en' | 'de'
interface MethodWording {
  en: { name: string; how: string }
  de: { name: string; how: string }
}

/** How each method works, in general terms; project texts add only the project's own facts. */
export const METHOD_WORDING: Record<ProjectMethod, MethodWording> = {
  biochar: {
    en: {
      name: 'Biochar',
      how: 'Plant residues are heated without oxygen (pyrolysis). The carbon ends up in a stable charcoal that is worked into soils or materials, where it stays for centuries.',
    },
    de: {
      name: 'Pflanzenkohle',
      how: 'Pflanzenreste werden unter Luftabschluss erhitzt (Pyrolyse). Der Kohlenstoff bleibt in einer stabilen Kohle, die in Böden oder Baustoffe eingearbeitet wird und dort über Jahrhunderte verbleibt.',
    },
  },
  'regenerative-agriculture': {
    en: {
      name: 'Regenerative agriculture',
      how: 'Farmers change how they work the land: cover crops, less tillage, better grazing or water management. Soils store more carbon and fields emit less methane and nitrous oxide.',
    },
    de: {
      name: 'Regenerative Landwirtschaft',
      how: 'Landwirte ändern die Bewirtschaftung: Zwischenfrüchte, weniger Bodenbearbeitung, bessere Beweidung oder Bewässerung. Böden speichern mehr Kohlenstoff, Felder stoßen weniger Methan und Lachgas aus.',
    },
  },
  'peatland-restoration': {
    en: {
      name: 'Peatland rewetting',
      how: 'Drained peat soils release carbon for as long as they stay dry. Raising the water table stops that loss and lets peat-forming plants return.',
    },
    de: {
      name: 'Moorwiedervernässung',
      how: 'Entwässerte Torfböden geben Kohlenstoff ab, solange sie trocken liegen. Ein höherer Wasserstand stoppt diesen Verlust und lässt torfbildende Pflanzen zurückkehren.',
    },
  },
  'redd-plus': {
    en: {
      name: 'REDD+ forest protection',
      how: 'Standing forest under threat of clearing is protected. The credits count the emissions avoided compared with the expected deforestation.',
    },
    de: {
      name: 'REDD+ Waldschutz',
      how: 'Von Rodung bedrohter Wald wird geschützt. Die Zertifikate zählen die vermiedenen Emissionen gegenüber der erwarteten Entwaldung.',
    },
  },
  'afforestation-reforestation': {
    en: {
      name: 'Afforestation and reforestation',
      how: 'Trees are planted or allowed to regrow on cleared or degraded land. As they grow they take carbon dioxide out of the air and store it in wood and soil.',
    },
    de: {
      name: 'Aufforstung und Wiederaufforstung',
      how: 'Auf gerodeten oder degradierten Flächen werden Bäume gepflanzt oder wachsen nach. Beim Wachsen entziehen sie der Luft Kohlendioxid und speichern es in Holz und Boden.',
    },
  },
  refrigerants: {
    en: {
      name: 'Efficient cooling',
      how: 'Cooling is produced centrally and more efficiently than with many separate chillers, which cuts electricity use and the refrigerant charge per unit of cooling.',
    },
    de: {
      name: 'Effiziente Kühlung',
      how: 'Kälte wird zentral und effizienter erzeugt als mit vielen einzelnen Kältemaschinen. Das senkt den Stromverbrauch und die Kältemittelmenge je Kühlleistung.',
    },
  },
  mangrove: {
    en: {
      name: 'Mangrove restoration',
      how: 'Mangrove forests are replanted and protected along tropical coasts. Their waterlogged soils store large amounts of carbon.',
    },
    de: {
      name: 'Mangroven-Renaturierung',
      how: 'Mangrovenwälder werden an tropischen Küsten neu gepflanzt und geschützt. Ihre wassergesättigten Böden speichern große Mengen Kohlenstoff.',
    },
  },
  peatland: {
    en: {
      name: 'Peat swamp forest',
      how: 'Tropical peat swamp forest is restored and protected. Keeping the peat wet and forested prevents fires and decomposition that would release its carbon.',
    },
    de: {
      name: 'Torfmoorwald',
      how: 'Tropischer Torfmoorwald wird wiederhergestellt und geschützt. Nasser, bewaldeter Torf brennt nicht und zersetzt sich nicht, sein Kohlenstoff bleibt gebunden.',
    },
  },
  'enhanced-weathering': {
    en: {
      name: 'Enhanced weathering',
      how: 'Finely ground silicate rock is spread on fields. As it weathers it binds carbon dioxide as bicarbonate, which is carried to the ocean and stored for millennia.',
    },
    de: {
      name: 'Beschleunigte Verwitterung',
      how: 'Fein gemahlenes Silikatgestein wird auf Felder ausgebracht. Bei der Verwitterung bindet es Kohlendioxid als Hydrogencarbonat, das ins Meer gelangt und dort für Jahrtausende gespeichert bleibt.',
    },
  },
  soil: {
    en: {
      name: 'Soil carbon',
      how: 'Grazing, cropping or soil treatments are changed so that soils build up organic carbon, which is measured by sampling and models.',
    },
    de: {
      name: 'Bodenkohlenstoff',
      how: 'Beweidung, Anbau oder Bodenbehandlung werden so verändert, dass Böden organischen Kohlenstoff aufbauen; gemessen wird mit Proben und Modellen.',
    },
  },
  'direct-air-capture': {
    en: {
      name: 'Direct air capture',
      how: 'Machines draw in air and bind its carbon dioxide with a sorbent. The gas is then stored underground or mineralised into rock or building materials.',
    },
    de: {
      name: 'Direkte CO₂-Abscheidung aus der Luft',
      how: 'Anlagen saugen Luft an und binden ihr Kohlendioxid an ein Sorbens. Das Gas wird anschließend unterirdisch gespeichert oder in Gestein oder Baustoffen mineralisiert.',
    },
  },
  'mineral-storage': {
    en: {
      name: 'Mineralisation and storage',
      how: 'Carbon dioxide is locked into minerals, concrete or geological formations, or biomass carbon is stored where it cannot return to the air.',
    },
    de: {
      name: 'Mineralisierung und Speicherung',
      how: 'Kohlendioxid wird in Mineralien, Beton oder geologischen Formationen gebunden, oder Biomasse-Kohlenstoff wird so gelagert, dass er nicht in die Luft zurückkehrt.',
    },
  },
  ocean: {
    en: {
      name: 'Ocean-based removal',
      how: 'Ocean processes are used to take up carbon: added alkalinity lets seawater absorb more carbon dioxide, or grown seaweed is sunk to the deep sea.',
    },
    de: {
      name: 'Ozeanbasierte Entnahme',
      how: 'Prozesse im Meer nehmen Kohlenstoff auf: zusätzliche Alkalinität lässt Meerwasser mehr Kohlendioxid aufnehmen, oder gezüchteter Seetang wird in die Tiefsee versenkt.',
    },
  },
  'clean-energy': {
    en: {
      name: 'Clean energy and efficiency',
      how: 'Cleaner cooking, electric transport or renewable power replaces fossil fuels or non-renewable wood, avoiding the emissions they would have caused.',
    },
    de: {
      name: 'Saubere Energie und Effizienz',
      how: 'Sauberes Kochen, elektrischer Verkehr oder erneuerbarer Strom ersetzt fossile Brennstoffe oder nicht erneuerbares Holz und vermeidet deren Emissionen.',
    },
  },
  methane: {
    en: {
      name: 'Methane capture',
      how: 'Methane from landfills, wastewater or coal mines is captured and burned or used for energy instead of escaping to the air.',
    },
    de: {
      name: 'Methanabscheidung',
      how: 'Methan aus Deponien, Abwasser oder Kohlegruben wird aufgefangen und verbrannt oder energetisch genutzt, statt in die Luft zu entweichen.',
    },
  },
}

export function methodWording(method: string): MethodWording | undefined {
  return (METHOD_WORDING as Record<string, MethodWording | undefined>)[method]
}

/** The 17 Sustainable Development Goals, by number, in the UN's short names. */
export const SDG_NAMES: Record<Lang, readonly string[]> = {
  en: [
    'No poverty',
    'Zero hunger',
    'Good health and well-being',
    'Quality education',
    'Gender equality',
    'Clean water and sanitation',
    'Affordable and clean energy',
    'Decent work and economic growth',
    'Industry, innovation and infrastructure',
    'Reduced inequalities',
    'Sustainable cities and communities',
    'Responsible consumption and production',
    'Climate action',
    'Life below water',
    'Life on land',
    'Peace, justice and strong institutions',
    'Partnerships for the goals',
  ],
  de: [
    'Keine Armut',
    'Kein Hunger',
    'Gesundheit und Wohlergehen',
    'Hochwertige Bildung',
    'Geschlechtergleichheit',
    'Sauberes Wasser und Sanitäreinrichtungen',
    'Bezahlbare und saubere Energie',
    'Menschenwürdige Arbeit und Wirtschaftswachstum',
    'Industrie, Innovation und Infrastruktur',
    'Weniger Ungleichheiten',
    'Nachhaltige Städte und Gemeinden',
    'Nachhaltige/r Konsum und Produktion',
    'Maßnahmen zum Klimaschutz',
    'Leben unter Wasser',
    'Leben an Land',
    'Frieden, Gerechtigkeit und starke Institutionen',
    'Partnerschaften zur Erreichung der Ziele',
  ],
}

/** SDGs about people (the rest of the goals are about climate and ecosystems). */
export const SOCIAL_SDGS = new Set([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 16, 17])

export const STATUS_WORDING: Record<Lang, Record<string, string>> = {
  en: {
    proposal: 'a proposal reviewed by CarbonPlan',
    listed: 'listed',
    validated: 'validated',
    'under-validation': 'under validation',
    'under-development': 'under development',
  },
  de: {
    proposal: 'ein von CarbonPlan geprüfter Vorschlag',
    listed: 'gelistet',
    validated: 'validiert',
    'under-validation': 'in Validierung',
    'under-development': 'in Entwicklung',
  },
}

/** Isometric protocol slugs (the source's methodology) by name, per language. */
export const PROTOCOL_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    biochar: 'Isometric Biochar protocol',
    'enhanced-weathering-agriculture': 'Isometric Enhanced Weathering in Agriculture protocol',
    'direct-air-capture': 'Isometric Direct Air Capture protocol',
    'river-alkalinity-enhancement': 'Isometric River Alkalinity Enhancement protocol',
  },
  de: {
    biochar: 'Isometric-Protokoll für Pflanzenkohle',
    'enhanced-weathering-agriculture':
      'Isometric-Protokoll für beschleunigte Verwitterung in der Landwirtschaft',
    'direct-air-capture': 'Isometric-Protokoll für direkte CO₂-Abscheidung aus der Luft',
    'river-alkalinity-enhancement': 'Isometric-Protokoll für Alkalinitätserhöhung in Flüssen',
  },
}
