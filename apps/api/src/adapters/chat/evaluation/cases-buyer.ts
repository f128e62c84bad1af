import type { EvalCase, Fact } from './judge'

/**
 * Questions buyers ask before they commit: who verifies the project, whether its credits count
 * for a scheme such as CORSIA, and what it means for the people living near it. Several
 * phrasings each, in both languages; none may be answered with a neighbouring fact.
 */
const NOT_NEIGHBOURS: Fact[] = [/permanence|dauerhaftigkeit/i, /SDG|Nachhaltigkeitsziel/i]
const LOCAL_EN: Fact[] = ['Local jobs', 'Less open burning', /no negative side effects/i]
const LOCAL_DE: Fact[] = ['Local jobs', 'Less open burning', /nachteilige folgen .* nicht/i]

type Row = [EvalCase['locale'], EvalCase['project'], string, EvalCase['expect'], Fact[]?]
const rows: Row[] = [
  // The verifier: named where the data names one, plainly absent elsewhere.
  ['en', 'kasigau', 'Who verifies it?', ['Nordcert Test'], NOT_NEIGHBOURS],
  ['en', 'kasigau', 'Which verification body checks the credits?', ['Nordcert Test']],
  ['en', 'kasigau', 'Is the project independently audited?', ['Nordcert Test']],
  ['en', 'moor', 'Who verifies it?', 'unanswerable', NOT_NEIGHBOURS],
  ['en', 'atlas', 'Has a third party validated the project?', 'unanswerable'],
  ['de', 'kasigau', 'Wer prüft das Projekt?', ['Nordcert Test'], NOT_NEIGHBOURS],
  ['de', 'kasigau', 'Welche Prüfstelle hat es verifiziert?', ['Nordcert Test']],
  ['de', 'moor', 'Wer verifiziert die Zertifikate?', 'unanswerable'],
  ['de', 'atlas', 'Wurde das Projekt unabhängig validiert?', 'unanswerable'],
  // Eligibility schemes: the data records none, so the answer says so and what it records.
  ['en', 'moor', 'Are the credits CORSIA eligible?', 'unanswerable', NOT_NEIGHBOURS],
  ['en', 'kasigau', 'Can I use these credits for CORSIA?', 'unanswerable', NOT_NEIGHBOURS],
  ['en', 'rio', 'Is it eligible under Article 6 of the Paris Agreement?', 'unanswerable'],
  ['en', 'atlas', 'Do these count towards the EU ETS?', 'unanswerable'],
  ['de', 'moor', 'Sind die Zertifikate CORSIA-fähig?', 'unanswerable', NOT_NEIGHBOURS],
  ['de', 'kasigau', 'Kann ich das für CORSIA anrechnen?', 'unanswerable'],
  ['de', 'atlas', 'Ist das nach Artikel 6 des Pariser Abkommens anrechenbar?', 'unanswerable'],
  // Local impacts: what the data says, and that it records no harm (nor its absence).
  ['en', 'moor', 'Are there side effects for residents?', LOCAL_EN],
  ['en', 'kasigau', 'Does the project harm local communities?', LOCAL_EN],
  ['en', 'atlas', 'What does it mean for the people living nearby?', LOCAL_EN],
  ['de', 'moor', 'Gibt es Nebenwirkungen für Anwohner?', LOCAL_DE],
  ['de', 'kasigau', 'Welche Auswirkungen hat das Projekt auf die Bevölkerung vor Ort?', LOCAL_DE],
  ['de', 'rio', 'Schadet das Projekt den Gemeinden in der Nähe?', LOCAL_DE],
]

export const CASES_BUYER: EvalCase[] = rows.map(([locale, project, question, expect, not]) => ({
  project,
  locale,
  question,
  expect,
  ...(not ? { not } : {}),
}))
