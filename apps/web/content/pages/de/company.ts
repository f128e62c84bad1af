import type { PageContent } from '../../types'

export const course: PageContent = {
  title: 'Kostenloser E-Mail-Kurs: CO₂-Zertifikate in fünf Lektionen | Kelp',
  description:
    'Fünf kurze Lektionen, eine pro Tag: Emissions-Scopes, Reduktion zuerst, Qualität von Zertifikaten, VCMI- und EU-Regeln für Umweltaussagen und CSRD-Berichte.',
  eyebrow: 'Kostenloser E-Mail-Kurs',
  heading: 'CO₂-Zertifikate in fünf Lektionen erklärt',
  lead: 'Eine kurze Lektion nach der anderen in Ihrem Postfach. Kein Fachjargon, keine Verkaufsanrufe, und Sie können sich in jeder E-Mail mit einem Klick abmelden.',
  sections: [
    {
      heading: 'Was Sie lernen',
      paragraphs: [
        'Die Willkommens-E-Mail und Lektion 1 kommen direkt nach der Anmeldung, danach eine Lektion pro Tag. Jede lesen Sie in etwa fünf Minuten, und jede endet mit konkreten Schritten für Ihr Unternehmen.',
      ],
      points: [
        'Lektion 1: Scope 1, 2 und 3 und wie man sie misst',
        'Lektion 2: Warum Reduktion zuerst kommt und wie man Ziele setzt',
        'Lektion 3: Was ein hochwertiges CO₂-Zertifikat ausmacht',
        'Lektion 4: VCMI-Aussagen und Umweltaussagen nach der EU-Richtlinie 2024/825',
        'Lektion 5: Berichten nach CSRD und ESRS E1',
      ],
    },
  ],
}

export const contact: PageContent = {
  title: 'Kontakt | Kelp',
  description:
    'Fragen zu Zertifikaten, zum Planer oder zur Berichterstattung? Schreiben Sie unserem Team; wir antworten innerhalb eines Werktags.',
  eyebrow: 'Kontakt',
  heading: 'Sprechen Sie mit unserem Team',
  lead: 'Erzählen Sie uns, was Sie vorhaben. Eine Klimaberaterin oder ein Klimaberater antwortet innerhalb eines Werktags, auf Deutsch oder Englisch.',
  sections: [
    {
      heading: 'Weitere Wege zu uns',
      paragraphs: [
        'Kelp Climate GmbH, Torstraße 140, 10119 Berlin, Deutschland.',
        'Telefon +49 30 2089 4410 (Montag bis Freitag, 9:00–17:00 Uhr MEZ).',
      ],
    },
  ],
}
