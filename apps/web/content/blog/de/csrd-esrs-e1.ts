import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'csrd-esrs-e1',
  title: 'CO₂-Zertifikate im CSRD-Bericht: Was ESRS E1-7 verlangt',
  description:
    'Welche Angaben zu CO₂-Zertifikaten ein CSRD-Bericht enthalten muss und wie Sie sie ohne Tabellenmarathon zusammentragen.',
  published: '2026-07-09',
  readingMinutes: 7,
  sections: [
    {
      heading: 'Getrennt von Ihrer Bilanz',
      paragraphs: [
        'ESRS E1 hält Zertifikate aus Ihren Bruttoemissionen heraus. Scope 1, 2 und 3 werden berichtet, wie sie sind; Zertifikate erscheinen in einer eigenen Angabe, E1-7.',
      ],
    },
    {
      heading: 'Die Zahlen, die Sie brauchen',
      paragraphs: ['Für die im Berichtsjahr stillgelegten Zertifikate verlangt E1-7:'],
      points: [
        'die Gesamtmenge in Tonnen, getrennt nach Entnahme und Reduktion',
        'den Anteil aus Projekten innerhalb und außerhalb der EU',
        'die Standards, nach denen die Zertifikate ausgestellt sind',
        'den Anteil mit entsprechenden Anpassungen (Corresponding Adjustments)',
      ],
    },
    {
      heading: 'Wie Sie sie sammeln',
      paragraphs: [
        'Wenn jeder Kauf und jede Stilllegung über ein System läuft, sind die Zahlen ein Berichtsexport statt eines Rechercheprojekts. Der Portfolio Manager von Kelp speichert die Seriennummern aus dem Register zu jeder Stilllegung, damit Ihre Prüfer jede Tonne nachverfolgen können.',
      ],
    },
  ],
}
