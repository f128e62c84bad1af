import type { PageContent } from '../../types'

export const course: PageContent = {
  title: 'Free e-mail course: carbon credits in five lessons | Kelp',
  description:
    'Five short lessons, one a day: emissions scopes, reduction first, credit quality, VCMI claims and EU green-claims rules, and CSRD reporting.',
  eyebrow: 'Free e-mail course',
  heading: 'Carbon credits explained in five lessons',
  lead: 'One short lesson at a time in your inbox. No jargon, no sales calls, and you can unsubscribe with one click in every e-mail.',
  sections: [
    {
      heading: 'What you will learn',
      paragraphs: [
        'The welcome e-mail and lesson 1 arrive right after you sign up, then one lesson a day. Each takes about five minutes to read and ends with concrete steps for your company.',
      ],
      points: [
        'Lesson 1: scopes 1, 2 and 3 and how to measure them',
        'Lesson 2: why reduction comes first and how to set goals',
        'Lesson 3: what makes a carbon credit high quality',
        'Lesson 4: VCMI claims and green claims under EU Directive 2024/825',
        'Lesson 5: reporting under the CSRD and ESRS E1',
      ],
    },
  ],
}

export const contact: PageContent = {
  title: 'Contact Kelp | Kelp',
  description:
    'Questions about credits, the planner or reporting? Write to our team; we answer within one working day.',
  eyebrow: 'Contact',
  heading: 'Talk to our team',
  lead: 'Tell us what you are planning. A climate advisor answers within one working day, in English or German.',
  sections: [
    {
      heading: 'Other ways to reach us',
      paragraphs: [
        'Kelp Climate GmbH, Torstraße 140, 10119 Berlin, Germany.',
        'Phone +49 30 2089 4410 (Monday to Friday, 9:00–17:00 CET).',
      ],
    },
  ],
}
