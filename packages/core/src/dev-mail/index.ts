import { z } from 'zod'

/** One stored mail as the development mailbox shows it. */
export const devMailSchema = z
  .object({
    id: z.uuid().describe('Mail id'),
    from: z.string().describe('Sender'),
    to: z.string().describe('Recipient'),
    replyTo: z.string().nullable().describe('Reply-To address, if any'),
    subject: z.string().describe('Subject line'),
    text: z.string().describe('Plain-text body'),
    html: z.string().describe('HTML body'),
    headers: z
      .record(z.string(), z.string())
      .nullable()
      .describe('Extra headers, such as List-Unsubscribe'),
    createdAt: z.iso.datetime({ offset: true }).describe('When it was sent'),
  })
  .describe('Outbox mail')

export const devMailListSchema = z
  .object({ mails: z.array(devMailSchema).describe('Newest first') })
  .describe('Development mailbox')

export const devMailQuerySchema = z.object({
  to: z.string().optional().describe('Only mail to this address'),
})

export type DevMail = z.infer<typeof devMailSchema>
export type DevMailList = z.infer<typeof devMailListSchema>
