// Kelp's own wording per category, in both languages, and the deterministic price bases.
// basePriceEur: typical 2024/25 voluntary-market price level per tonne for the category.
// permanenceYears: reference durability used when the source gives none.
export const categories = {
  biochar: {
    type: 'removal',
    basePriceEur: 135,
    permanenceYears: 500,
    colors: ['#3f3a36', '#a3744d'],
    en: {
      method: 'Biochar',
      about:
        'Plant residues are heated without oxygen (pyrolysis). The carbon ends up in a stable charcoal that is worked into soils or materials, where it stays for centuries.',
      socio:
        'Local jobs in biomass collection and plant operation; farmers receive a soil improver.',
      env: 'Better soil water retention and less open burning of residues.',
    },
    de: {
      method: 'Pflanzenkohle',
      about:
        'Pflanzenreste werden unter Luftabschluss erhitzt (Pyrolyse). Der Kohlenstoff bleibt in einer stabilen Kohle, die in Böden oder Baustoffe eingearbeitet wird und dort über Jahrhunderte verbleibt.',
      socio:
        'Arbeitsplätze bei Biomasse-Sammlung und Anlagenbetrieb; Landwirte erhalten einen Bodenverbesserer.',
      env: 'Bessere Wasserspeicherung im Boden und weniger offenes Verbrennen von Reststoffen.',
    },
  },
  'regenerative-agriculture': {
    type: 'removal-avoidance',
    basePriceEur: 42,
    permanenceYears: 20,
    colors: ['#4d7c0f', '#d9b76a'],
    en: {
      method: 'Regenerative agriculture',
      about:
        'Farmers change how they work the land: cover crops, less tillage, better grazing or water management. Soils store more carbon and fields emit less methane and nitrous oxide.',
      socio: 'Training and extra income for farming households.',
      env: 'Healthier soils, less erosion and fewer synthetic inputs.',
    },
    de: {
      method: 'Regenerative Landwirtschaft',
      about:
        'Landwirte ändern die Bewirtschaftung: Zwischenfrüchte, weniger Bodenbearbeitung, bessere Beweidung oder Bewässerung. Böden speichern mehr Kohlenstoff, Felder stoßen weniger Methan und Lachgas aus.',
      socio: 'Schulungen und zusätzliches Einkommen für landwirtschaftliche Haushalte.',
      env: 'Gesündere Böden, weniger Erosion und weniger synthetische Betriebsmittel.',
    },
  },
  'peatland-restoration': {
    type: 'removal-avoidance',
    basePriceEur: 38,
    permanenceYears: 100,
    colors: ['#5b4636', '#7fa37a'],
    en: {
      method: 'Peatland rewetting',
      about:
        'Drained peat soils release carbon for as long as they stay dry. Raising the water table stops that loss and lets peat-forming plants return.',
      socio: 'Work for local land managers and new uses for wet land.',
      env: 'Habitat for wetland species and better flood buffering.',
    },
    de: {
      method: 'Moorwiedervernässung',
      about:
        'Entwässerte Torfböden geben Kohlenstoff ab, solange sie trocken liegen. Ein höherer Wasserstand stoppt diesen Verlust und lässt torfbildende Pflanzen zurückkehren.',
      socio: 'Arbeit für örtliche Flächenbewirtschafter und neue Nutzungen für nasse Flächen.',
      env: 'Lebensraum für Feuchtgebietsarten und besserer Hochwasserschutz.',
    },
  },
  'redd-plus': {
    type: 'avoidance',
    basePriceEur: 12,
    permanenceYears: 30,
    colors: ['#14532d', '#65a30d'],
    en: {
      method: 'REDD+ forest protection',
      about:
        'Standing forest under threat of clearing is protected. The credits count the emissions avoided compared with the expected deforestation.',
      socio: 'Income and land-use support for forest communities.',
      env: 'Intact forest habitat and protected watersheds.',
    },
    de: {
      method: 'REDD+ Waldschutz',
      about:
        'Von Rodung bedrohter Wald wird geschützt. Die Zertifikate zählen die vermiedenen Emissionen gegenüber der erwarteten Entwaldung.',
      socio: 'Einkommen und Unterstützung bei der Landnutzung für Waldgemeinden.',
      env: 'Intakter Waldlebensraum und geschützte Wassereinzugsgebiete.',
    },
  },
  'afforestation-reforestation': {
    type: 'removal',
    basePriceEur: 28,
    permanenceYears: 40,
    colors: ['#166534', '#86efac'],
    en: {
      method: 'Afforestation and reforestation',
      about:
        'Trees are planted or allowed to regrow on cleared or degraded land. As they grow they take carbon dioxide out of the air and store it in wood and soil.',
      socio: 'Planting and maintenance jobs, often with community tree nurseries.',
      env: 'New habitat, shade and protection against erosion.',
    },
    de: {
      method: 'Aufforstung und Wiederaufforstung',
      about:
        'Auf gerodeten oder degradierten Flächen werden Bäume gepflanzt oder wachsen nach. Beim Wachsen entziehen sie der Luft Kohlendioxid und speichern es in Holz und Boden.',
      socio: 'Arbeitsplätze bei Pflanzung und Pflege, oft mit gemeinschaftlichen Baumschulen.',
      env: 'Neuer Lebensraum, Schatten und Schutz vor Erosion.',
    },
  },
  refrigerants: {
    type: 'avoidance',
    basePriceEur: 9,
    permanenceYears: 100,
    colors: ['#0e7490', '#a5f3fc'],
    en: {
      method: 'Efficient cooling',
      about:
        'Cooling is produced centrally and more efficiently than with many separate chillers, which cuts electricity use and the refrigerant charge per unit of cooling.',
      socio: 'Lower cooling costs for connected buildings.',
      env: 'Less electricity demand and fewer refrigerant leaks.',
    },
    de: {
      method: 'Effiziente Kühlung',
      about:
        'Kälte wird zentral und effizienter erzeugt als mit vielen einzelnen Kältemaschinen. Das senkt den Stromverbrauch und die Kältemittelmenge je Kühlleistung.',
      socio: 'Niedrigere Kühlkosten für angeschlossene Gebäude.',
      env: 'Weniger Strombedarf und weniger Kältemittelverluste.',
    },
  },
  mangrove: {
    type: 'removal-avoidance',
    basePriceEur: 36,
    permanenceYears: 50,
    colors: ['#065f46', '#5eead4'],
    en: {
      method: 'Mangrove restoration',
      about:
        'Mangrove forests are replanted and protected along tropical coasts. Their waterlogged soils store large amounts of carbon.',
      socio: 'Fisheries recover and coastal communities are better protected from storms.',
      env: 'Nursery habitat for fish and a natural barrier against coastal erosion.',
    },
    de: {
      method: 'Mangroven-Renaturierung',
      about:
        'Mangrovenwälder werden an tropischen Küsten neu gepflanzt und geschützt. Ihre wassergesättigten Böden speichern große Mengen Kohlenstoff.',
      socio: 'Fischbestände erholen sich, Küstengemeinden sind besser vor Stürmen geschützt.',
      env: 'Kinderstube für Fische und natürlicher Schutz vor Küstenerosion.',
    },
  },
  peatland: {
    type: 'removal-avoidance',
    basePriceEur: 30,
    permanenceYears: 60,
    colors: ['#713f12', '#4ade80'],
    en: {
      method: 'Peat swamp forest',
      about:
        'Tropical peat swamp forest is restored and protected. Keeping the peat wet and forested prevents fires and decomposition that would release its carbon.',
      socio: 'Fire prevention work and livelihoods for nearby villages.',
      env: 'Fewer peat fires and less haze; habitat for rare species.',
    },
    de: {
      method: 'Torfmoorwald',
      about:
        'Tropischer Torfmoorwald wird wiederhergestellt und geschützt. Nasser, bewaldeter Torf brennt nicht und zersetzt sich nicht, sein Kohlenstoff bleibt gebunden.',
      socio: 'Brandschutzarbeit und Einkommen für umliegende Dörfer.',
      env: 'Weniger Torfbrände und Rauch; Lebensraum für seltene Arten.',
    },
  },
  'enhanced-weathering': {
    type: 'removal',
    basePriceEur: 290,
    permanenceYears: 10000,
    colors: ['#475569', '#cbd5e1'],
    en: {
      method: 'Enhanced weathering',
      about:
        'Finely ground silicate rock is spread on fields. As it weathers it binds carbon dioxide as bicarbonate, which is carried to the ocean and stored for millennia.',
      socio: 'Farmers receive a free or cheaper soil amendment.',
      env: 'Less soil acidity and fewer lime applications.',
    },
    de: {
      method: 'Beschleunigte Verwitterung',
      about:
        'Fein gemahlenes Silikatgestein wird auf Felder ausgebracht. Bei der Verwitterung bindet es Kohlendioxid als Hydrogencarbonat, das ins Meer gelangt und dort für Jahrtausende gespeichert bleibt.',
      socio: 'Landwirte erhalten einen kostenlosen oder günstigeren Bodenzusatz.',
      env: 'Weniger Bodenversauerung und weniger Kalkungen.',
    },
  },
  soil: {
    type: 'removal',
    basePriceEur: 48,
    permanenceYears: 25,
    colors: ['#78350f', '#facc15'],
    en: {
      method: 'Soil carbon',
      about:
        'Grazing, cropping or soil treatments are changed so that soils build up organic carbon, which is measured by sampling and models.',
      socio: 'Support and payments for participating land managers.',
      env: 'More fertile soils that hold water better.',
    },
    de: {
      method: 'Bodenkohlenstoff',
      about:
        'Beweidung, Anbau oder Bodenbehandlung werden so verändert, dass Böden organischen Kohlenstoff aufbauen; gemessen wird mit Proben und Modellen.',
      socio: 'Unterstützung und Zahlungen für teilnehmende Flächenbewirtschafter.',
      env: 'Fruchtbarere Böden, die Wasser besser halten.',
    },
  },
  'direct-air-capture': {
    type: 'removal',
    basePriceEur: 560,
    permanenceYears: 10000,
    colors: ['#1e3a8a', '#93c5fd'],
    en: {
      method: 'Direct air capture',
      about:
        'Machines draw in air and bind its carbon dioxide with a sorbent. The gas is then stored underground or mineralised into rock or building materials.',
      socio: 'Skilled engineering and operations jobs.',
      env: 'Small land footprint; durable storage.',
    },
    de: {
      method: 'Direkte CO₂-Abscheidung aus der Luft',
      about:
        'Anlagen saugen Luft an und binden ihr Kohlendioxid an ein Sorbens. Das Gas wird anschließend unterirdisch gespeichert oder in Gestein oder Baustoffen mineralisiert.',
      socio: 'Qualifizierte Arbeitsplätze in Technik und Betrieb.',
      env: 'Geringer Flächenbedarf; dauerhafte Speicherung.',
    },
  },
  'mineral-storage': {
    type: 'removal',
    basePriceEur: 180,
    permanenceYears: 1000,
    colors: ['#334155', '#e2e8f0'],
    en: {
      method: 'Mineralisation and storage',
      about:
        'Carbon dioxide is locked into minerals, concrete or geological formations, or biomass carbon is stored where it cannot return to the air.',
      socio: 'Industrial jobs and lower-carbon building materials.',
      env: 'Durable storage with a measurable end product.',
    },
    de: {
      method: 'Mineralisierung und Speicherung',
      about:
        'Kohlendioxid wird in Mineralien, Beton oder geologischen Formationen gebunden, oder Biomasse-Kohlenstoff wird so gelagert, dass er nicht in die Luft zurückkehrt.',
      socio: 'Industriearbeitsplätze und klimafreundlichere Baustoffe.',
      env: 'Dauerhafte Speicherung mit messbarem Endprodukt.',
    },
  },
  ocean: {
    type: 'removal',
    basePriceEur: 310,
    permanenceYears: 1000,
    colors: ['#0c4a6e', '#38bdf8'],
    en: {
      method: 'Ocean-based removal',
      about:
        'Ocean processes are used to take up carbon: added alkalinity lets seawater absorb more carbon dioxide, or grown seaweed is sunk to the deep sea.',
      socio: 'Research and marine operations jobs.',
      env: 'Potential to counter local ocean acidification; effects are still being studied.',
    },
    de: {
      method: 'Ozeanbasierte Entnahme',
      about:
        'Prozesse im Meer nehmen Kohlenstoff auf: zusätzliche Alkalinität lässt Meerwasser mehr Kohlendioxid aufnehmen, oder gezüchteter Seetang wird in die Tiefsee versenkt.',
      socio: 'Arbeitsplätze in Forschung und Meeresbetrieb.',
      env: 'Kann örtliche Versauerung mindern; die Wirkungen werden noch erforscht.',
    },
  },
  'clean-energy': {
    type: 'avoidance',
    basePriceEur: 7,
    permanenceYears: 100,
    colors: ['#b45309', '#fde68a'],
    en: {
      method: 'Clean energy and efficiency',
      about:
        'Cleaner cooking, electric transport or renewable power replaces fossil fuels or non-renewable wood, avoiding the emissions they would have caused.',
      socio: 'Lower fuel costs and cleaner indoor air for households.',
      env: 'Less pressure on forests and less local air pollution.',
    },
    de: {
      method: 'Saubere Energie und Effizienz',
      about:
        'Sauberes Kochen, elektrischer Verkehr oder erneuerbarer Strom ersetzt fossile Brennstoffe oder nicht erneuerbares Holz und vermeidet deren Emissionen.',
      socio: 'Niedrigere Brennstoffkosten und sauberere Raumluft für Haushalte.',
      env: 'Weniger Druck auf Wälder und weniger lokale Luftverschmutzung.',
    },
  },
  methane: {
    type: 'avoidance',
    basePriceEur: 8,
    permanenceYears: 100,
    colors: ['#7c2d12', '#fdba74'],
    en: {
      method: 'Methane capture',
      about:
        'Methane from landfills, wastewater or coal mines is captured and burned or used for energy instead of escaping to the air.',
      socio: 'Energy for local use and safer working conditions.',
      env: 'Less odour and a strong short-term climate benefit, as methane is a potent greenhouse gas.',
    },
    de: {
      method: 'Methanabscheidung',
      about:
        'Methan aus Deponien, Abwasser oder Kohlegruben wird aufgefangen und verbrannt oder energetisch genutzt, statt in die Luft zu entweichen.',
      socio: 'Energie für die Region und sicherere Arbeitsbedingungen.',
      env: 'Weniger Geruch und ein starker kurzfristiger Klimanutzen, da Methan ein starkes Treibhausgas ist.',
    },
  },
}
