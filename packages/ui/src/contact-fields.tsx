import { Field } from './form-field'

type ContactField = 'firstName' | 'lastName' | 'email' | 'phone'

/**
 * The name and e-mail block of the contact-style forms (first and last name side by side,
 * then the business e-mail, and the phone where the form asks for it).
 */
export function ContactFields({
  labels,
  error = () => undefined,
  defaults = {},
}: {
  /** The form's own texts; the phone field is shown when it has a label. */
  labels: { firstName: string; lastName: string; email: string; phone?: string }
  error?: (field: ContactField) => string | undefined
  /** What the form already knows, e.g. the signed-in user's name. */
  defaults?: Partial<Record<ContactField, string>>
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="firstName"
          label={labels.firstName}
          autoComplete="given-name"
          defaultValue={defaults.firstName}
          error={error('firstName')}
        />
        <Field
          name="lastName"
          label={labels.lastName}
          autoComplete="family-name"
          defaultValue={defaults.lastName}
          error={error('lastName')}
        />
      </div>
      <Field
        name="email"
        type="email"
        label={labels.email}
        autoComplete="email"
        defaultValue={defaults.email}
        error={error('email')}
      />
      {labels.phone ? (
        <Field
          name="phone"
          type="tel"
          label={labels.phone}
          autoComplete="tel"
          defaultValue={defaults.phone}
          error={error('phone')}
        />
      ) : null}
    </>
  )
}
