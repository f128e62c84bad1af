import { CATALOGUE_FIGURES } from '../projects/catalogue-figures'
import type { CourseContent } from './types'

/** Der kostenlose E-Mail-Kurs auf Deutsch: fünf Lektionen zur Klimastrategie von Unternehmen. */
export const courseDe: CourseContent = {
  title: 'Klimastrategie in fünf Lektionen',
  welcomeSubject: 'Willkommen zum E-Mail-Kurs von Kelp',
  welcome: [
    'vielen Dank für Ihre Anmeldung. In den nächsten Tagen erhalten Sie fünf kurze Lektionen zur Klimastrategie von Unternehmen: Emissionen messen, sie senken, die Qualität von CO₂-Zertifikaten beurteilen, ehrlich kommunizieren und nach der CSRD berichten.',
    'Lektion 1 folgt in wenigen Augenblicken, danach eine Lektion nach der anderen. Jede lässt sich in etwa fünf Minuten lesen und endet mit konkreten Schritten für Ihr Unternehmen.',
  ],
  lessons: [
    {
      number: 1,
      subject: 'Lektion 1 von 5: Scope 1, 2 und 3 messen',
      heading: 'Erst messen, dann steuern: Scope 1, 2 und 3',
      paragraphs: [
        'Der Corporate Standard des GHG Protocol ordnet die Emissionen eines Unternehmens drei Scopes zu. Scope 1 umfasst direkte Emissionen aus eigenen oder kontrollierten Quellen: Gasheizungen, Firmenwagen, Prozessemissionen und Kältemittelverluste. Scope 2 umfasst eingekauften Strom, Wärme und Dampf. Scope 3 umfasst alles Weitere in Ihrer Wertschöpfungskette, in 15 Kategorien von eingekauften Waren und Dienstleistungen (Kategorie 1) und Geschäftsreisen (Kategorie 6) bis zur Nutzung verkaufter Produkte (Kategorie 11).',
        'Scope 2 wird doppelt berichtet: standortbasiert, mit dem durchschnittlichen Emissionsfaktor des Netzes, aus dem Sie Strom beziehen, und marktbasiert, mit den Faktoren Ihrer tatsächlichen Verträge, etwa Herkunftsnachweisen. Nur die marktbasierte Zahl zeigt die Wirkung eines Ökostromvertrags, nur die standortbasierte zeigt, was das Netz wirklich emittiert hat.',
        'Bei den meisten Unternehmen ist Scope 3 mit Abstand der größte Teil, oft mehr als 70 % der Gesamtemissionen. Beginnen Sie mit einer ausgabenbasierten Schätzung (Euro je Kategorie mal Emissionsfaktor je Euro), um die Schwerpunkte zu finden, und ersetzen Sie dann die größten Kategorien durch Aktivitätsdaten: Kilogramm Stahl, Tonnenkilometer Fracht, lieferantenspezifische Produkt-Fußabdrücke.',
        'Wählen Sie ein Basisjahr mit verlässlichen Daten und legen Sie eine Neuberechnungsregel fest: Verschiebt eine Übernahme, ein Verkauf oder eine Methodenänderung das Basisjahr um mehr als eine festgelegte Schwelle (üblich sind 5 %), wird es neu berechnet, damit Fortschritte vergleichbar bleiben.',
      ],
      actions: [
        'Sammeln Sie zwölf Monate Rechnungen für Brennstoffe, Strom und Wärme für Scope 1 und 2.',
        'Exportieren Sie Ihre Einkaufsdaten nach Kategorien für ein erstes ausgabenbasiertes Scope-3-Screening.',
        'Benennen Sie eine verantwortliche Person für die Bilanz und halten Sie Basisjahr und Neuberechnungsschwelle schriftlich fest.',
      ],
      readMore: { label: 'Ihre Ausgangsbilanz mit ATLAS planen', path: '/plan' },
    },
    {
      number: 2,
      subject: 'Lektion 2 von 5: Reduktion zuerst, mit wissenschaftsbasierten Zielen',
      heading: 'Reduktion zuerst: Ziele, die die Science Based Targets initiative anerkennt',
      paragraphs: [
        'Zertifikate ersetzen keine Reduktion. Die Science Based Targets initiative (SBTi) erwartet ein kurzfristiges Ziel über 5 bis 10 Jahre und ein langfristiges Ziel, die Emissionen bis spätestens 2050 um mindestens 90 % zu senken. Nur die verbleibenden Restemissionen von höchstens etwa 10 % dürfen neutralisiert werden, und zwar mit dauerhaften CO₂-Entnahmen.',
        'Für einen 1,5-°C-Pfad verlangt die sektorübergreifende Methode eine absolute Senkung der Scope-1- und -2-Emissionen um mindestens 4,2 % pro Jahr gegenüber dem Basisjahr. Macht Scope 3 40 % oder mehr Ihrer Gesamtemissionen aus, brauchen Sie zusätzlich ein Scope-3-Ziel; kurzfristig muss es mindestens zwei Drittel der Scope-3-Emissionen abdecken.',
        'Ein Reduktionsplan besteht aus Maßnahmen mit Kosten und Termin: Effizienz und Wärmepumpen für Gebäude, Ökostrom, Elektrofahrzeuge für den Fuhrpark und für Scope 3 die Einbindung von Lieferanten, Änderungen am Produktdesign und weniger Flugreisen. Sortiert nach Euro je vermiedener Tonne zeigt sich, was zuerst kommt; viele Maßnahmen haben negative Kosten.',
        'Klimabeiträge über CO₂-Zertifikate kommen zu diesem Plan hinzu, nie an seine Stelle. Die SBTi nennt das Beyond Value Chain Mitigation: Klimaschutz außerhalb der eigenen Wertschöpfungskette finanzieren, während man innerhalb reduziert.',
      ],
      actions: [
        'Rechnen Sie aus, was 4,2 % pro Jahr in Tonnen für Ihre Scope-1- und -2-Basis bedeuten.',
        'Listen Sie Ihre fünf größten Emissionsquellen mit mindestens einer Reduktionsmaßnahme je Quelle auf.',
        'Prüfen Sie, ob Scope 3 mehr als 40 % Ihrer Emissionen ausmacht und damit ein eigenes Ziel braucht.',
      ],
      readMore: { label: 'Ziele und Beitragsmodelle im Planer festlegen', path: '/plan' },
    },
    {
      number: 3,
      subject: 'Lektion 3 von 5: Woran man hochwertige CO₂-Zertifikate erkennt',
      heading: 'Qualität beurteilen: Zusätzlichkeit, Dauerhaftigkeit und der SII',
      paragraphs: [
        'Ein CO₂-Zertifikat steht für eine vermiedene oder entnommene Tonne CO₂e. Ob diese Tonne echt ist, hängt an wenigen Fragen. Zusätzlichkeit: Wäre das Projekt auch ohne Zertifikatserlöse entstanden? Dauerhaftigkeit: Wie lange bleibt der Kohlenstoff gespeichert, und wer gleicht einen Verlust etwa durch einen Waldbrand aus? Quantifizierung: Ist die Referenz konservativ, oder werden mehr Zertifikate ausgegeben als Tonnen erreicht? Doppelzählung: Beansprucht das Gastland oder ein zweiter Käufer dieselbe Tonne?',
        'Der Integrity Council for the Voluntary Carbon Market (ICVCM) prüft Methoden anhand seiner Core Carbon Principles und kennzeichnet anerkannte mit dem CCP-Label. Vermeidungszertifikate (zum Beispiel erneuerbare Energien oder effiziente Kochöfen) und Entnahmezertifikate (Aufforstung, Pflanzenkohle, Direct Air Capture) erfüllen unterschiedliche Zwecke: Entnahmen braucht es für die Restemissionen eines Netto-Null-Ziels, Vermeidung finanziert heute Reduktionen an anderer Stelle.',
        `Kelp bewertet jedes Projekt mit dem Sustainability Integrity Index (SII) von 0 bis 100, berechnet aus ${CATALOGUE_FIGURES.criteria} benannten Kriterien in fünf Abschnitten: grundlegende Projektdaten, CO₂-Wirkung, Nutzen über CO₂ hinaus, Berichtsprozess sowie Compliance und Reputation. Die CO₂-Wirkung zählt 40 %, weil Zusätzlichkeit und Dauerhaftigkeit am wichtigsten sind. Die Methode ist öffentlich, sodass sich jede Bewertung bis zu ihren Daten zurückverfolgen lässt.`,
        'Fragen Sie bei jedem Angebot nach drei Dingen: Register und Seriennummern, Jahrgang (das Jahr, in dem die Reduktion stattfand) und eine Stilllegungsurkunde auf den Namen Ihres Unternehmens. Ein Zertifikat, das nicht auf Ihren Namen stillgelegt ist, kann erneut verkauft werden.',
      ],
      actions: [
        'Fragen Sie Ihren heutigen oder geplanten Anbieter nach Register-IDs, Jahrgängen und Stilllegungsurkunden.',
        'Legen Sie fest, welcher Anteil Ihres Beitrags aus CO₂-Entnahmen stammen soll.',
        'Vergleichen Sie zwei Projekte anhand der SII-Aufschlüsselung statt nur anhand des Preises.',
      ],
      readMore: {
        label: 'So funktioniert der Sustainability Integrity Index',
        path: '/sustainability-integrity-index-sii',
      },
    },
    {
      number: 4,
      subject: 'Lektion 4 von 5: Ehrliche Aussagen nach VCMI und EU-Richtlinie 2024/825',
      heading:
        'Aussagen: der VCMI Claims Code und das EU-Verbot kompensationsbasierter Neutralität',
      paragraphs: [
        'Die Voluntary Carbon Markets Integrity Initiative (VCMI) legt fest, wann ein Unternehmen die Nutzung von Zertifikaten glaubwürdig kommunizieren darf. Zuerst gelten ihre Voraussetzungen: eine öffentliche Treibhausgasbilanz, ein wissenschaftsbasiertes kurzfristiges Ziel, auf dessen Pfad Sie sich befinden, eine öffentliche Verpflichtung zu Netto-Null bis spätestens 2050 und politische Interessenvertretung, die das Pariser Abkommen unterstützt.',
        'Erst dann greifen die Stufen, gemessen an Ihren verbleibenden Emissionen im Berichtsjahr: VCMI Silver für 20 bis 60 % Abdeckung mit hochwertigen Zertifikaten, Gold für 60 bis 100 %, Platinum für mehr als 100 %. Die Aussage beschreibt einen Beitrag zusätzlich zur Reduktion; sie lässt keine Emissionen verschwinden.',
        'Die EU-Richtlinie 2024/825 zur Stärkung der Verbraucher für den ökologischen Wandel verschärft die Regeln für Werbung. Ab dem 27. September 2026 verbietet sie EU-weit Aussagen, ein Produkt sei aufgrund von Kompensation klimaneutral, klimareduziert oder klimapositiv, allgemeine Aussagen wie „umweltfreundlich“ ohne anerkannte hervorragende Umweltleistung sowie Nachhaltigkeitssiegel, die weder auf einem Zertifizierungssystem beruhen noch von staatlichen Stellen festgesetzt wurden.',
        'Erlaubt bleibt eine konkrete, überprüfbare Aussage: welches Projekt Sie finanziert haben, wie viele Tonnen, nach welchem Standard, und dass dies ein Beitrag zusätzlich zu Ihren eigenen Reduktionen ist. Die Urkunden und Berichte von Kelp sind bewusst so formuliert.',
      ],
      actions: [
        'Durchsuchen Sie Website, Verpackungen und Vertriebsunterlagen nach „klimaneutral“, „CO₂-neutral“ und ähnlichen Begriffen.',
        'Prüfen Sie die vier VCMI-Voraussetzungen, bevor Sie eine VCMI-Aussage planen.',
        'Formulieren Sie eine bestehende Aussage als konkreten Beitrag mit Projekt, Tonnen und Standard um.',
      ],
      readMore: {
        label: 'Was die Richtlinie 2024/825 für Ihre Aussagen bedeutet',
        path: '/blog/green-claims-directive',
      },
    },
    {
      number: 5,
      subject: 'Lektion 5 von 5: Berichten nach der CSRD',
      heading: 'Berichten: CSRD, ESRS E1 und wie Zertifikate auszuweisen sind',
      paragraphs: [
        'Die Corporate Sustainability Reporting Directive (CSRD) verpflichtet betroffene Unternehmen, nach den European Sustainability Reporting Standards (ESRS) zu berichten. Der Klimastandard ESRS E1 verlangt einen Übergangsplan (E1-1), Ziele (E1-4), die Brutto-Emissionen aus Scope 1, 2 und 3 samt Summe (E1-6) und, getrennt davon, Entnahmen und CO₂-Zertifikate (E1-7).',
        'Getrennt ist das entscheidende Wort: Zertifikate werden neben den Emissionen ausgewiesen, nie von ihnen abgezogen. Für jedes Zertifikat berichten Sie Menge, Standard, ob es sich um Vermeidung oder Entnahme handelt und ob es im Berichtsjahr stillgelegt wurde. Eine Prüfung mit begrenzter Sicherheit verlangt die Stilllegungsurkunden.',
        'Das Omnibus-Paket der EU von 2025 hat die Berichtspflicht für die späteren Unternehmenswellen um zwei Jahre verschoben und schlägt vor, den Anwendungsbereich auf größere Unternehmen zu beschränken. Prüfen Sie, wo Ihr Unternehmen steht; auch außerhalb des Anwendungsbereichs fragen Banken, Kunden und große Abnehmer zunehmend nach denselben Zahlen, und der freiwillige VSME-Standard bietet kleineren Unternehmen ein schlankeres Format.',
        'Gute Berichterstattung schließt den Kreis dieses Kurses: mit klarer Methode messen, gegen ein Ziel reduzieren, für den Rest hochwertige Projekte finanzieren und das Ganze so beschreiben, dass Behörden und Kunden es gleichermaßen überprüfen können.',
      ],
      actions: [
        'Ordnen Sie die Daten aus Lektion 1 den Datenpunkten von ESRS E1-6 zu.',
        'Bewahren Sie Register-Seriennummern und Stilllegungsurkunden je Berichtsjahr in einem Ordner auf.',
        'Buchen Sie ein 30-minütiges Gespräch mit einer Kelp-Beraterin oder einem Kelp-Berater, wenn wir Ihren Plan prüfen sollen.',
      ],
      readMore: { label: 'Berichten mit Kelp', path: '/report' },
    },
  ],
}
