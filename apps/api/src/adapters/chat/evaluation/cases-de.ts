import type { EvalCase, Fact } from './judge'

const CANNOT = /nicht|nur|übersteig/i
const FORWARD = /termin|forward|künftig/i

type Row = [EvalCase['project'], string, EvalCase['expect'], Fact[]?]
const rows: Row[] = [
  ['moor', 'Kann ich 500 t vom Jahrgang 2024 kaufen?', ['50', '2024', CANNOT], ['470']],
  ['moor', 'Was kostet der Jahrgang 2023?', ['90']],
  ['moor', 'Ist der Jahrgang 2026 schon ausgegeben?', [FORWARD, '2027']],
  ['moor', 'Wann wird der Jahrgang 2026 geliefert?', ['2027']],
  ['moor', 'Wie viele Tonnen sind insgesamt verfügbar?', ['470']],
  [
    'moor',
    'Welche Jahrgänge kann ich kaufen, und sind sie ausgegeben oder Terminlieferungen?',
    ['170', '300', '2027'],
  ],
  ['moor', 'In welchem Register ist das Projekt eingetragen?', ['Puro.earth', 'PE-TEST-101']],
  ['moor', 'Welche Methodik wird verwendet?', ['Puro Standard Biochar Methodology']],
  ['moor', 'Wo liegt das Projekt?', ['Emsland', 'Deutschland']],
  ['moor', 'Welche Nachhaltigkeitsziele unterstützt es?', ['8', '13', '15']],
  ['moor', 'Wie hoch ist die SII-Bewertung?', ['71']],
  ['moor', 'Was ist der schwächste Bereich der Bewertung?', [/über co₂ hinaus/i, '46']],
  ['moor', 'Kann ich 1.000 t kaufen?', ['470', CANNOT]],
  ['moor', 'Wie viele Mitarbeiter hat der Entwickler?', 'unanswerable'],
  // Personen, Finanzen und alles außerhalb der Projektdaten: Die Daten sagen es nicht.
  ['moor', 'Wer ist der Finanzchef des Projektentwicklers?', 'unanswerable', [/Moorfeld Carbon/]],
  ['moor', 'Wer hat den Entwickler gegründet?', 'unanswerable', [/Moorfeld Carbon/]],
  ['moor', 'Wie hoch war der Jahresumsatz des Entwicklers?', 'unanswerable'],
  ['moor', 'Wie steht der Entwickler finanziell da?', 'unanswerable'],
  ['moor', 'Wer ist der Ansprechpartner beim Entwickler?', 'unanswerable'],
  ['moor', 'Gibt es einen Mengenrabatt?', 'unanswerable'],
  [
    'atlas',
    'Bei welchem Register ist es registriert?',
    [/kein Register/i, 'CarbonPlan CDR Database'],
  ],
  ['atlas', 'Sind die Zertifikate schon ausgegeben?', [FORWARD, '2027', '2029']],
  ['atlas', 'Kann ich 500 t vom Jahrgang 2026 kaufen?', ['200', CANNOT], ['1.200']],
  ['atlas', 'Welche Methodik nutzt es?', 'unanswerable'],
  ['atlas', 'Wie lange bleibt der Kohlenstoff gespeichert?', ['10.000']],
  ['atlas', 'Wer ist der Geschäftsführer?', 'unanswerable'],
  ['rio', 'Was kostet eine Tonne?', [/nur zur Information|nicht gekauft|nicht kaufbar/i]],
  ['rio', 'Welcher Bereich schneidet am schwächsten ab?', [/co₂-wirkung/i, '35']],
  ['kasigau', 'Kann ich 1.000 t vom Jahrgang 2019 kaufen?', ['800', CANNOT], ['3.300']],
  ['kasigau', 'Welche Jahrgänge gibt es?', ['2019', '2021']],
  ['kasigau', 'Wie wird das Wetter morgen?', 'off_topic'],
  ['moor', 'Reichen 60 t aus 2024?', ['50', CANNOT]],
  ['atlas', 'Wann kommen die Zertifikate?', ['2027', '2029']],
  ['moor', 'Wer prüft das Projekt?', 'unanswerable'],
  ['kasigau', 'Ist das Projekt bei Verra gelistet?', ['Verra', 'VCS-TEST-1408']],
]

export const CASES_DE: EvalCase[] = rows.map(([project, question, expect, not]) => ({
  project,
  locale: 'de',
  question,
  expect,
  ...(not ? { not } : {}),
}))
