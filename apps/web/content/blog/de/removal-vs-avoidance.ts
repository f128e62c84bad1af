import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'removal-vs-avoidance',
  title: 'CO₂-Entnahme oder -Vermeidung: Welche Zertifikate braucht Ihre Strategie?',
  description:
    'Entnahmezertifikate holen CO₂ aus der Luft, Vermeidungszertifikate verhindern, dass es dorthin gelangt. Warum eine glaubwürdige Strategie beides nutzt und in welcher Reihenfolge.',
  published: '2026-09-14',
  readingMinutes: 6,
  sections: [
    {
      heading: 'Zwei Arten von Tonnen',
      paragraphs: [
        'Ein Vermeidungszertifikat steht für eine Tonne CO₂e, die ohne das Projekt ausgestoßen worden wäre: ein Wald, der nicht gerodet wird, Kältemittel, die zerstört werden statt zu entweichen. Ein Entnahmezertifikat steht für eine Tonne, die der Atmosphäre entzogen und gespeichert wird — in Bäumen, Böden, Pflanzenkohle oder Gestein.',
        'Beides ist echter Klimaschutz. Beides beantwortet aber unterschiedliche Fragen: Vermeidung finanziert den Wandel heute, Entnahme gleicht die Emissionen aus, die bleiben, wenn Sie alles reduziert haben, was möglich ist.',
      ],
    },
    {
      heading: 'Was die Standards sagen',
      paragraphs: [
        'Die Oxford Offsetting Principles und der SBTi Corporate Net-Zero Standard erwarten, dass der Anteil der Entnahme mit der Zeit wächst, bis Restemissionen im Netto-Null-Jahr nur noch durch dauerhafte Entnahme neutralisiert werden.',
      ],
      points: [
        'Heute: überwiegend hochwertige Vermeidung plus ein wachsender Anteil Entnahme',
        'Auf dem Weg zum Zieljahr: ein steigender Anteil langlebiger Entnahme',
        'Netto-Null-Jahr: nur Entnahme für Restemissionen',
      ],
    },
    {
      heading: 'Wie Kelp hilft',
      paragraphs: [
        'Auf dem Marktplatz filtern Sie nach Typ. ATLAS zeigt, welchen Entnahmeanteil Ihr Portfolio jedes Jahr erreichen sollte, und der Portfolio Manager weist Entnahme und Vermeidung getrennt aus, wie ESRS E1-7 es verlangt.',
      ],
    },
  ],
}
