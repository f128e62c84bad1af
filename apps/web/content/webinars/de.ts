import type { Webinar } from '../types'

export const webinars: Webinar[] = [
  {
    id: 'csrd-credits-2027',
    title: 'CO₂-Zertifikate in Ihrem ersten CSRD-Bericht',
    summary:
      'Was ESRS E1-7 verlangt, mit einem Rundgang durch einen echten Export aus dem Portfolio Manager.',
    startsAt: '2027-01-21T15:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Leitung Berichterstattung, Kelp',
  },
  {
    id: 'vcmi-gold-roadmap',
    title: 'Von VCMI Silver zu Gold: ein Fahrplan',
    summary:
      'Wie Sie Reduktionen und Zertifikatskäufe so planen, dass Ihre Aussage Jahr für Jahr wachsen kann.',
    startsAt: '2027-02-18T15:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Leitung Klimastrategie, Kelp',
  },
  {
    id: 'green-claims-after-2026',
    title: 'Umweltaussagen nach September 2026',
    summary:
      'Was die Richtlinie (EU) 2024/825 für Ihre Website, Verpackungen und Berichte bedeutet.',
    startsAt: '2026-10-08T14:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Rechtsabteilung, Kelp',
  },
  {
    id: 'removals-buyers-guide',
    title: 'Einkaufsführer für CO₂-Entnahme',
    summary:
      'Pflanzenkohle, beschleunigte Verwitterung und Wiederaufforstung im Vergleich: Permanenz, Preis und Risiko.',
    startsAt: '2026-09-10T14:00:00Z',
    durationMinutes: 45,
    speakerRole: 'Senior-Projektanalyst, Kelp',
  },
]
