import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import type { PageContent } from '../../types'

const { criteria, listed, screened, sections } = CATALOGUE_FIGURES

export const plan: PageContent = {
  title: 'ATLAS Netto-Null-Planer — Klimastrategie planen | Kelp',
  description:
    'Legen Sie Ausgangswerte für Scope 1, 2 und 3, wissenschaftsbasierte Reduktionsziele und einen CO₂-Preis oder ein Budget fest und sehen Sie Jahr für Jahr, was Ihre Strategie kostet.',
  eyebrow: 'Planen',
  heading: 'Eine Netto-Null-Strategie, die Sie Ihrem Vorstand erklären können',
  lead: 'ATLAS, der Planer von Kelp, macht aus Ihrer Emissionsbilanz Reduktionsziele, ein jährliches Beitragsbudget und Aussagen, die Sie treffen dürfen.',
  sections: [
    {
      heading: 'Starten Sie mit Ihren echten Ausgangswerten',
      paragraphs: [
        'Geben Sie Ihre Emissionen aus Scope 1, 2 und 3 in Tonnen CO₂e pro Jahr ein oder beginnen Sie mit der typischen Verteilung Ihrer Branche (6 % Scope 1, 6 % Scope 2, 88 % Scope 3) und verfeinern Sie sie später.',
        'Wählen Sie ein Basisjahr und ein Netto-Null-Zieljahr. ATLAS zeigt den Reduktionspfad für 1,5 °C: mindestens 4,2 % weniger pro Jahr; Unternehmen mit anerkannten Zielen reduzieren typischerweise 8,8 % pro Jahr.',
      ],
    },
    {
      heading: 'Wählen Sie, wie Sie finanzieren, was Sie noch nicht reduzieren können',
      paragraphs: [
        'Tonne für Tonne deckt einen Anteil Ihrer verbleibenden Emissionen mit Zertifikaten ab. Geld für Tonne legt einen internen CO₂-Preis pro Tonne oder ein festes Jahresbudget fest und investiert es in Projekte mit hoher Integrität.',
      ],
      points: [
        'SBTi-konform: kurzfristiges Ziel über 50 % und 90 % Reduktion spätestens bis 2050',
        'VCMI-Stufen: Silver ab 10 %, Gold ab 50 %, Platinum bei 100 % der jährlichen Emissionen',
        'Portfolios nur aus CO₂-Entnahme für Restemissionen, die sich nicht vermeiden lassen',
      ],
    },
    {
      heading: 'Aussagen, die standhalten',
      paragraphs: [
        'ATLAS formuliert Ihre Aussage aus dem, was Sie tatsächlich getan haben: erreichte Reduktionen, finanzierte Tonnen, stillgelegte Zertifikate. Es schlägt nie vor, ein Produkt sei wegen Zertifikaten „klimaneutral“ — das verbietet das EU-Recht, und wir tun es auch nicht.',
      ],
    },
  ],
  cta: { label: 'ATLAS öffnen', href: '/kelpatlas' },
}

export const buyCredits: PageContent = {
  title: 'CO₂-Zertifikate aus geprüften Projekten kaufen | Kelp',
  description: `Entdecken Sie Entnahme- und Vermeidungsprojekte, bewertet anhand von ${criteria} veröffentlichten Kriterien. Von ${screened} gesichteten Projekten schafften es ${listed} auf den Marktplatz.`,
  eyebrow: 'Zertifikate kaufen',
  heading: 'CO₂-Zertifikate, hinter denen Sie stehen können',
  lead: 'Jedes Projekt auf dem Kelp-Marktplatz hat den Sustainability Integrity Index bestanden. Sie sehen Bewertung, Nachweise und Preis pro Tonne, bevor Sie anfragen.',
  sections: [
    {
      heading: 'Weniger Projekte, bessere Projekte',
      paragraphs: [
        `Jedes Projekt wird aus Registerdaten und der CarbonPlan CDR Database anhand von ${criteria} veröffentlichten Kriterien in ${sections} Bereichen bewertet. Gelistet werden nur Projekte mit überprüfbaren Registerdaten.`,
      ],
    },
    {
      heading: 'Filtern Sie nach dem, was Ihnen wichtig ist',
      paragraphs: ['Grenzen Sie den Marktplatz nach Land, Methode, Projekttyp und Bewertung ein.'],
      points: [
        'CO₂-Entnahme: Pflanzenkohle, Aufforstung und Wiederaufforstung, beschleunigte Verwitterung, Bodenkohlenstoff',
        'CO₂-Vermeidung: REDD+, Zerstörung von Kältemitteln, Moorschutz',
        'Entnahme und Vermeidung: Wiederherstellung von Mangroven und Mooren',
      ],
    },
    {
      heading: 'Erst fragen, dann kaufen',
      paragraphs: [
        'Jede Projektseite hat ein Anfrageformular und einen Assistenten, der Fragen zu genau diesem Projekt anhand seiner dokumentierten Fakten beantwortet. Bestellungen laufen über Ihren Warenkorb und werden mit einem schriftlichen Angebot bestätigt; Zertifikate werden im Namen Ihres Unternehmens stillgelegt.',
      ],
    },
  ],
  cta: { label: 'Projekte ansehen', href: '/projects' },
}

export const managePortfolio: PageContent = {
  title: 'Portfolio Manager — jedes Zertifikat, jeder Bericht | Kelp',
  description:
    'Sehen Sie, was Sie investiert und wo Sie stillgelegt haben, laden Sie Stilllegungszertifikate und regulatorische Berichte herunter und teilen Sie Marketingmaterial mit Ihrem Team.',
  eyebrow: 'Portfolio verwalten',
  heading: 'Ihr Klimaportfolio an einem Ort',
  lead: 'Der Portfolio Manager hält Käufe, Stilllegungen und Dokumente zusammen, damit Prüfungen und Berichte Stunden statt Wochen dauern.',
  sections: [
    {
      heading: 'Alles auf einen Blick',
      paragraphs: [
        'Investierter Betrag (ohne Gebühren), gekaufte Tonnen und Anzahl der Projekte, aufgeschlüsselt nach Kategorie, Projekttyp, Standort und Bewertung.',
      ],
    },
    {
      heading: 'Zertifikate und Dokumente',
      paragraphs: [
        'Laden Sie Stilllegungszertifikate mit Seriennummern, regulatorische Berichte, Verwaltungsdokumente und Marketingmaterial für Ihr Kommunikationsteam herunter.',
      ],
    },
    {
      heading: 'Zugriff für die richtigen Personen',
      paragraphs: [
        'Die Admins Ihres Unternehmens entscheiden, wer das Portfolio sehen darf. Kolleginnen und Kollegen ohne Zugriff sehen einen klaren Hinweis und können ihn bei ihrem Admin anfragen.',
      ],
    },
  ],
  cta: { label: 'Portfolio Manager öffnen', href: '/portfolio' },
}

export const report: PageContent = {
  title: 'Klimaberichterstattung für CSRD und VCMI | Kelp',
  description:
    'Machen Sie aus Käufen und Stilllegungen prüfbare Zahlen für die CSRD (ESRS E1), den VCMI Claims Code und Ihren Nachhaltigkeitsbericht.',
  eyebrow: 'Berichten',
  heading: 'Berichte, denen Prüfer folgen können',
  lead: 'Kelp dokumentiert jede Tonne vom Kauf bis zur Stilllegung, damit Ihr Bericht Fakten nennt statt Schlagworte.',
  sections: [
    {
      heading: 'CSRD und ESRS E1',
      paragraphs: [
        'ESRS E1-7 verlangt die Angabe stillgelegter CO₂-Zertifikate, getrennt nach Entnahme und Reduktion sowie nach Standard. Kelp exportiert genau diese Zahlen pro Berichtsjahr.',
      ],
    },
    {
      heading: 'VCMI-Aussagen',
      paragraphs: [
        'Wir berechnen, welche VCMI-Stufe Ihre Stilllegungen stützen — Silver (10 %), Gold (50 %) oder Platinum (100 % der verbleibenden Jahresemissionen) — und welche Bedingungen Sie noch erfüllen müssen.',
      ],
    },
    {
      heading: 'Ehrliche Formulierungen',
      paragraphs: [
        'Seit der EU-Richtlinie 2024/825 zur Stärkung der Verbraucher sind Aussagen, ein Produkt sei durch Kompensation klimaneutral, nicht erlaubt. Unsere Vorlagen beschreiben stattdessen Ihren Beitrag: was Sie finanziert haben, wo und mit welchen Nachweisen.',
      ],
    },
  ],
  cta: { label: 'Mit unserem Team sprechen', href: '/contact' },
}
