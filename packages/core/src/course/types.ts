/** One lesson of the free e-mail course (product.md §3), mailed as plain text and HTML. */
export interface CourseLesson {
  /** 1-based position; lesson n is mailed n - 1 intervals after enrolment. */
  number: number
  subject: string
  heading: string
  paragraphs: string[]
  /** Concrete steps for the reader's own company. */
  actions: string[]
  /** Where the topic continues on the Kelp site (path without locale prefix). */
  readMore: { label: string; path: string }
}

export interface CourseContent {
  title: string
  welcomeSubject: string
  welcome: string[]
  lessons: CourseLesson[]
}
