import type { PageContent } from '../../types'

export const imprint: PageContent = {
  title: 'Impressum | Kelp',
  description: 'Rechtliche Angaben zur Kelp Climate GmbH nach § 5 DDG.',
  eyebrow: 'Rechtliches',
  heading: 'Impressum',
  lead: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
  sections: [
    {
      heading: 'Anbieter',
      paragraphs: [
        'Kelp Climate GmbH, Torstraße 140, 10119 Berlin, Deutschland',
        'Geschäftsführung: Mara Lindqvist, Jonas Brandt',
        'Eingetragen beim Amtsgericht Charlottenburg (Berlin), HRB 238415 B',
        'Umsatzsteuer-Identifikationsnummer: DE 341 872 905',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Telefon: +49 30 2089 4410', 'E-Mail: contact@kelp.example'],
    },
    {
      heading: 'Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)',
      paragraphs: ['Mara Lindqvist, Anschrift wie oben.'],
    },
    {
      heading: 'Streitschlichtung',
      paragraphs: [
        'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
  ],
}

export const termsAndConditions: PageContent = {
  title: 'Allgemeine Geschäftsbedingungen | Kelp',
  description:
    'Die Bedingungen für die Nutzung von Kelp und den Kauf von CO₂-Zertifikaten und Beiträgen.',
  eyebrow: 'Rechtliches',
  heading: 'Allgemeine Geschäftsbedingungen',
  lead: 'Diese Bedingungen gelten für jede Nutzung der Website und Dienste von Kelp, angeboten von der Kelp Climate GmbH, Berlin. Stand: 1. Oktober 2026.',
  sections: [
    {
      heading: '1. Geltungsbereich',
      paragraphs: [
        'Diese Bedingungen gelten für den Marktplatz, den ATLAS-Planer, den Portfolio Manager, Beiträge und die kostenlosen Werkzeuge. Abweichende Bedingungen von Kunden gelten nur, wenn wir ihnen schriftlich zustimmen.',
      ],
    },
    {
      heading: '2. Bestellung von CO₂-Zertifikaten',
      paragraphs: [
        'Eine Bestellung aus dem Warenkorb ist ein Angebot zum Kauf. Ein Vertrag kommt mit unserer schriftlichen Bestätigung zustande. Zertifikate werden im Namen des Kunden im Register des jeweiligen Standards stillgelegt; das Stilllegungszertifikat steht im Portfolio Manager bereit.',
      ],
    },
    {
      heading: '3. Beiträge',
      paragraphs: [
        'Monatliche Beiträge verlängern sich jeden Monat bis zur Kündigung und können jederzeit mit Wirkung zum nächsten Abrechnungsdatum geändert oder gekündigt werden. Einmalige Beiträge werden einmal berechnet.',
      ],
    },
    {
      heading: '4. Aussagen',
      paragraphs: [
        'Kunden dürfen den Beitrag beschreiben, den sie finanziert haben. Sie dürfen auf Grundlage von über Kelp gekauften Zertifikaten nicht behaupten, ein Produkt, eine Dienstleistung oder ein Unternehmen sei klimaneutral, CO₂-neutral oder habe eine verringerte Klimawirkung.',
      ],
    },
    {
      heading: '5. Haftung und Recht',
      paragraphs: [
        'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, im Übrigen nur für die Verletzung wesentlicher Pflichten und begrenzt auf den typischen vorhersehbaren Schaden. Es gilt deutsches Recht; Gerichtsstand für Kaufleute ist Berlin.',
      ],
    },
  ],
}

export const privacyPolicy: PageContent = {
  title: 'Datenschutzerklärung | Kelp',
  description:
    'Welche Daten Kelp verarbeitet, welche Cookies und welchen Browserspeicher Kelp nutzt und welche Rechte Sie nach der DSGVO haben.',
  eyebrow: 'Rechtliches',
  heading: 'Datenschutzerklärung',
  lead: 'Verantwortlich für die hier beschriebene Verarbeitung ist die Kelp Climate GmbH, Torstraße 140, 10119 Berlin (contact@kelp.example). Stand: 1. Oktober 2026.',
  sections: [
    {
      heading: 'Cookies und Browserspeicher, die wir immer nutzen',
      paragraphs: [
        'Diese sind für den von Ihnen angeforderten Dienst unbedingt erforderlich (Art. 6 Abs. 1 lit. b DSGVO, § 25 Abs. 2 TDDDG) und benötigen keine Einwilligung:',
      ],
      points: [
        'accessToken (Cookie, Pfad /): hält Sie angemeldet; wird beim Abmelden oder Ablauf der Sitzung gelöscht',
        'NEXT_LOCALE (Cookie): merkt sich die von Ihnen gewählte Sprache',
        'userCookiePreferences (Local Storage): speichert Ihre Cookie-Auswahl, damit das Banner nicht erneut erscheint',
        'AUTH_REDIRECT (Local Storage): die Seite, zu der Sie nach der Anmeldung zurückkehren',
        'Scrollpositionen (Session Storage): stellen Ihre Position beim Zurückgehen wieder her; werden beim Schließen des Tabs gelöscht',
      ],
    },
    {
      heading: 'Optionale Werkzeuge, nur mit Ihrer Einwilligung',
      paragraphs: [
        'Analyse, Sitzungsaufzeichnung, LinkedIn sowie unser CRM- und Marketingwerkzeug werden nur geladen, wenn Sie sie im Cookie-Banner oder in den Einstellungen erlauben (Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern oder widerrufen; bei Ablehnung setzen wir ein Do-not-track-Cookie für das Marketingwerkzeug.',
      ],
    },
    {
      heading: 'Formulare, Scorecard und E-Mail-Kurs',
      paragraphs: [
        'Wenn Sie das Kontaktformular senden, sich für ein Webinar anmelden, eine Scorecard erstellen oder sich für den E-Mail-Kurs anmelden, speichern wir Ihre Eingaben und senden Ihnen die angeforderten E-Mails. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Kontaktanfragen löschen wir nach 24 Monaten, Kursanmeldungen mit Ihrer Abmeldung.',
      ],
    },
    {
      heading: 'Server-Logs',
      paragraphs: [
        'Unsere Server protokollieren Anfragen mit IP-Adresse, Zeit und Pfad, um den Dienst sicher zu betreiben (Art. 6 Abs. 1 lit. f DSGVO). Die Logs werden nach 14 Tagen gelöscht.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO) sowie auf Beschwerde bei einer Aufsichtsbehörde, zum Beispiel der Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
      ],
    },
  ],
}
