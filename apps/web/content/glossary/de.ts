import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import type { GlossaryTerm } from '../types'

export const terms: GlossaryTerm[] = [
  {
    id: 'additionality',
    term: 'Additionalität',
    definition:
      'Ein Projekt ist additional, wenn seine Reduktionen oder Entnahmen ohne die Einnahmen aus CO₂-Zertifikaten nicht stattgefunden hätten.',
  },
  {
    id: 'afforestation',
    term: 'Aufforstung und Wiederaufforstung',
    definition:
      'Das Pflanzen von Bäumen auf Flächen, die nicht bewaldet waren (Aufforstung) oder gerodet wurden (Wiederaufforstung); die Bäume entziehen beim Wachsen CO₂.',
  },
  {
    id: 'avoidance',
    term: 'Vermeidungszertifikat',
    definition:
      'Ein Zertifikat für eine Tonne CO₂e, deren Ausstoß verhindert wurde, etwa durch Waldschutz oder die Zerstörung von Kältemitteln.',
  },
  {
    id: 'baseline',
    term: 'Basislinie',
    definition:
      'Die Emissionen eines Bezugsjahres, an denen ein Unternehmen seine Reduktionen misst, oder das Szenario ohne Projekt, an dem die Wirkung eines Projekts gemessen wird.',
  },
  {
    id: 'biochar',
    term: 'Pflanzenkohle',
    definition:
      'Ein holzkohleartiges Material aus unter Sauerstoffmangel erhitzter Biomasse; es speichert einen großen Teil des Pflanzenkohlenstoffs für Jahrhunderte.',
  },
  {
    id: 'buffer-pool',
    term: 'Pufferpool',
    definition:
      'Eine Reserve an Zertifikaten, die ein Standard bei naturbasierten Projekten zurückhält, um Rückschläge wie Waldbrände abzudecken.',
  },
  {
    id: 'carbon-budget',
    term: 'CO₂-Budget',
    definition:
      'Ein fester jährlicher Betrag, den ein Unternehmen unabhängig von seinen Emissionen für Klimaschutz bereitstellt.',
  },
  {
    id: 'carbon-credit',
    term: 'CO₂-Zertifikat',
    definition:
      'Ein handelbares Zertifikat für eine Tonne CO₂e, die ein geprüftes Projekt reduziert, vermieden oder entnommen hat.',
  },
  {
    id: 'carbon-fee',
    term: 'Interner CO₂-Preis',
    definition:
      'Ein Preis pro ausgestoßener Tonne, den sich ein Unternehmen selbst berechnet; die Einnahmen finanzieren Reduktionen und Zertifikate.',
  },
  {
    id: 'co2e',
    term: 'CO₂e (CO₂-Äquivalent)',
    definition:
      'Eine Einheit, die die Erwärmungswirkung aller Treibhausgase als die CO₂-Menge mit derselben Wirkung über 100 Jahre ausdrückt.',
  },
  {
    id: 'corresponding-adjustment',
    term: 'Corresponding Adjustment',
    definition:
      'Eine Buchung nach Artikel 6 des Pariser Abkommens, mit der ein Gastland exportierte Reduktionen aus seiner eigenen Bilanz herausnimmt.',
  },
  {
    id: 'csrd',
    term: 'CSRD',
    definition:
      'Die EU-Richtlinie zur Nachhaltigkeitsberichterstattung von Unternehmen, die Berichte nach den ESRS verlangt.',
  },
  {
    id: 'direct-air-capture',
    term: 'Direct Air Capture (DAC)',
    definition:
      'Anlagen, die CO₂ aus der Umgebungsluft filtern, damit es dauerhaft unterirdisch gespeichert werden kann.',
  },
  {
    id: 'double-counting',
    term: 'Doppelzählung',
    definition:
      'Wenn dieselbe Tonne von mehr als einer Partei beansprucht wird, etwa von einem Käufer und vom Gastland.',
  },
  {
    id: 'enhanced-weathering',
    term: 'Beschleunigte Verwitterung',
    definition:
      'Fein gemahlenes Silikatgestein wird auf Felder ausgebracht, reagiert dort mit CO₂ und speichert es für Jahrtausende als Karbonat.',
  },
  {
    id: 'esrs-e1',
    term: 'ESRS E1',
    definition:
      'Der Europäische Standard für Nachhaltigkeitsberichterstattung zum Klimawandel; die Angabe E1-7 betrifft Entnahmen und CO₂-Zertifikate.',
  },
  {
    id: 'ghg-protocol',
    term: 'GHG Protocol',
    definition:
      'Der verbreitetste Standard für die Treibhausgasbilanz von Unternehmen; er definiert Scope 1, 2 und 3.',
  },
  {
    id: 'leakage',
    term: 'Verlagerung (Leakage)',
    definition:
      'Emissionen, die sich wegen eines Projekts an einen anderen Ort verschieben, etwa Holzeinschlag, der in einen Nachbarwald ausweicht.',
  },
  {
    id: 'mrv',
    term: 'MRV',
    definition:
      'Messung, Berichterstattung und Verifizierung: wie die Wirkung eines Projekts gemessen, dokumentiert und von unabhängigen Prüfern kontrolliert wird.',
  },
  {
    id: 'net-zero',
    term: 'Netto-Null',
    definition:
      'Ein Zustand, in dem ein Unternehmen seine Emissionen um rund 90 % gesenkt hat und die Restemissionen durch dauerhafte Entnahme neutralisiert.',
  },
  {
    id: 'permanence',
    term: 'Permanenz',
    definition:
      'Wie lange gespeicherter Kohlenstoff der Atmosphäre fernbleibt; von Jahrzehnten bei Wäldern bis zu Jahrtausenden bei mineralischer Speicherung.',
  },
  {
    id: 'peatland-rewetting',
    term: 'Moorwiedervernässung',
    definition:
      'Das Anheben des Wasserstands entwässerter Moore, damit sich der Torf nicht weiter zersetzt und kein CO₂ mehr freisetzt.',
  },
  {
    id: 'redd-plus',
    term: 'REDD+',
    definition:
      'Verringerung von Emissionen aus Entwaldung und Waldschädigung, ein UN-Rahmenwerk für Waldschutzprojekte.',
  },
  {
    id: 'registry',
    term: 'Register',
    definition:
      'Die Datenbank eines CO₂-Standards, in der Zertifikate mit eindeutigen Seriennummern ausgegeben, übertragen und stillgelegt werden.',
  },
  {
    id: 'removal',
    term: 'Entnahmezertifikat',
    definition:
      'Ein Zertifikat für eine Tonne CO₂, die der Atmosphäre entzogen und in Biomasse, Böden, Produkten oder Gestein gespeichert wurde.',
  },
  {
    id: 'retirement',
    term: 'Stilllegung',
    definition:
      'Die Entwertung eines Zertifikats im Register im Namen seines Eigentümers, sodass es nie wieder verkauft werden kann; die Grundlage jeder Aussage.',
  },
  {
    id: 'sbti',
    term: 'SBTi',
    definition:
      'Die Science Based Targets initiative, die Reduktionsziele von Unternehmen am 1,5-Grad-Pfad prüft.',
  },
  {
    id: 'scope-1',
    term: 'Scope 1',
    definition:
      'Direkte Emissionen aus Quellen, die ein Unternehmen besitzt oder kontrolliert, etwa Heizkessel und Fahrzeuge.',
  },
  {
    id: 'scope-2',
    term: 'Scope 2',
    definition: 'Indirekte Emissionen aus eingekauftem Strom, Wärme und Dampf.',
  },
  {
    id: 'scope-3',
    term: 'Scope 3',
    definition:
      'Alle übrigen indirekten Emissionen der Wertschöpfungskette, von eingekauften Waren bis zur Nutzung verkaufter Produkte.',
  },
  {
    id: 'sii',
    term: 'Sustainability Integrity Index (SII)',
    definition: `Die veröffentlichte Bewertungsmethode von Kelp für Projekte, mit fünf Bereichen und ${CATALOGUE_FIGURES.criteria} veröffentlichten Kriterien.`,
  },
  {
    id: 'vcmi',
    term: 'VCMI',
    definition:
      'Die Voluntary Carbon Markets Integrity Initiative, deren Claims Code die Aussagen Silver, Gold und Platinum festlegt.',
  },
  {
    id: 'vintage',
    term: 'Jahrgang (Vintage)',
    definition:
      'Das Jahr, in dem die Reduktion oder Entnahme hinter einem Zertifikat stattgefunden hat.',
  },
]
