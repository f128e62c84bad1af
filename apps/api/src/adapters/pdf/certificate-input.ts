/** One project's part of a certificate. Registry facts stay null until they are known. */
export interface CertificateLine {
  projectName: string
  /** The registry's display name. */
  registry: string | null
  registryId: string | null
  /** The project's page in the registry. */
  registryUrl: string | null
  vintage: number | null
  kg: number
  /** `confirmed` once the registry has retired the credits and the serials are known. */
  status: 'requested' | 'confirmed'
  serialStart: string | null
  serialEnd: string | null
  registryReference: string | null
}

/** What a certificate (company retirement or contribution) prints and the verify page shows. */
export interface CertificateInput {
  kind: 'retirement' | 'contribution'
  /** The unguessable public id of /verify/{id}. */
  id: string
  number: string
  /** The name the customer chose; null when none was given. */
  beneficiary: string | null
  /** Who retired (the company); printed, not shown on the public page. */
  retiredBy: string | null
  retiredOn: string
  purpose: string | null
  lines: CertificateLine[]
  /** kg paid for but not yet retired because the projects ran out (contributions). */
  pendingKg: number
  /** Made by the demo seed: the certificate and the verification page say so. */
  demo: boolean
}
