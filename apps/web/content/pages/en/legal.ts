import type { PageContent } from '../../types'

export const imprint: PageContent = {
  title: 'Imprint | Kelp',
  description: 'Legal information about Kelp Climate GmbH according to § 5 DDG.',
  eyebrow: 'Legal',
  heading: 'Imprint',
  lead: 'Information according to § 5 of the German Digital Services Act (DDG).',
  sections: [
    {
      heading: 'Provider',
      paragraphs: [
        'Kelp Climate GmbH, Torstraße 140, 10119 Berlin, Germany',
        'Managing directors: Mara Lindqvist, Jonas Brandt',
        'Registered at the Amtsgericht Charlottenburg (Berlin), HRB 238415 B',
        'VAT identification number: DE 341 872 905',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Phone: +49 30 2089 4410', 'E-mail: contact@kelp.example'],
    },
    {
      heading: 'Responsible for content (§ 18 (2) MStV)',
      paragraphs: ['Mara Lindqvist, address as above.'],
    },
    {
      heading: 'Dispute resolution',
      paragraphs: [
        'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
      ],
    },
  ],
}

export const termsAndConditions: PageContent = {
  title: 'Terms and conditions | Kelp',
  description: 'The terms for using Kelp and buying carbon credits and contributions through it.',
  eyebrow: 'Legal',
  heading: 'Terms and conditions',
  lead: 'These terms apply to every use of Kelp’s website and services provided by Kelp Climate GmbH, Berlin. Version of 1 October 2026.',
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'These terms govern the marketplace, the ATLAS planner, the Portfolio Manager, contributions and the free tools. Different terms of a customer apply only if we agree to them in writing.',
      ],
    },
    {
      heading: '2. Orders of carbon credits',
      paragraphs: [
        'Placing an order from the cart is an offer to buy. A contract comes about when we confirm it in writing. Credits are retired in the customer’s name in the registry of the respective standard; the retirement certificate is provided in the Portfolio Manager.',
      ],
    },
    {
      heading: '3. Contributions',
      paragraphs: [
        'Monthly contributions renew each month until cancelled and can be changed or cancelled at any time with effect for the next billing date. Once-off contributions are charged once.',
      ],
    },
    {
      heading: '4. Claims',
      paragraphs: [
        'Customers may describe the contribution they financed. They may not state, based on credits bought through Kelp, that a product, service or company is climate neutral, carbon neutral or has a reduced climate impact.',
      ],
    },
    {
      heading: '5. Liability and law',
      paragraphs: [
        'We are liable without limitation for intent and gross negligence; otherwise only for breaches of essential obligations and limited to the typical foreseeable damage. German law applies; place of jurisdiction for merchants is Berlin.',
      ],
    },
  ],
}

export const privacyPolicy: PageContent = {
  title: 'Privacy policy | Kelp',
  description:
    'Which data Kelp processes, which cookies and browser storage it uses, and your rights under the GDPR.',
  eyebrow: 'Legal',
  heading: 'Privacy policy',
  lead: 'Kelp Climate GmbH, Torstraße 140, 10119 Berlin (contact@kelp.example) is the controller for the processing described here. Version of 1 October 2026.',
  sections: [
    {
      heading: 'Cookies and browser storage we always use',
      paragraphs: [
        'These are strictly necessary for the service you request (Art. 6 (1) (b) GDPR, § 25 (2) TDDDG) and need no consent:',
      ],
      points: [
        'accessToken (cookie, path /): keeps you signed in; deleted when you log out or the session expires',
        'NEXT_LOCALE (cookie): remembers the language you chose',
        'userCookiePreferences (local storage): stores your cookie choices so the banner does not reappear',
        'AUTH_REDIRECT (local storage): the page to return to after signing in',
        'Scroll positions (session storage): restore your place when you go back; cleared when the tab closes',
      ],
    },
    {
      heading: 'Optional tools, only after your consent',
      paragraphs: [
        'Analytics, session recording, LinkedIn and our CRM and marketing tool load only if you allow them in the cookie banner or its settings (Art. 6 (1) (a) GDPR). You can change or withdraw your choice at any time with “Cookie settings” at the bottom of every page; rejecting sets a do-not-track cookie for the marketing tool.',
      ],
    },
    {
      heading: 'Forms, scorecard and e-mail course',
      paragraphs: [
        'When you send the contact form, register for a webinar, create a scorecard or enrol in the e-mail course, we store what you entered and send you the e-mails you asked for. The legal basis is Art. 6 (1) (b) GDPR. Contact requests are deleted after 24 months; course enrolments when you unsubscribe.',
      ],
    },
    {
      heading: 'Server logs',
      paragraphs: [
        'Our servers log requests with IP address, time and path to keep the service secure (Art. 6 (1) (f) GDPR). Logs are deleted after 14 days.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to access, rectification, erasure, restriction, data portability and to object (Art. 15–21 GDPR), and to complain to a supervisory authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.',
      ],
    },
  ],
}
