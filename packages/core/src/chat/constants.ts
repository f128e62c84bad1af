// Zod-free, so the browser's chat panel does not pull zod into the project page.
/** Longest question the assistant accepts (longer -> 400 with a clear message). */
export const CHAT_MESSAGE_MAX = 1000

/** Keys of the three suggested questions shown under the chat (product.md §9); texts are messages. */
export const SUGGESTED_QUESTION_KEYS = ['price', 'availability', 'score'] as const
