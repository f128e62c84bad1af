import { PaymentsProviderError } from '../../adapters/payments'
import { AppError } from '../../lib/app-error'
import { texts } from './texts'

/** Rethrows provider outages as a 503 with a message (never a 5xx stack). */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PaymentsProviderError && error.status === 404) {
      throw new AppError('not_found', texts.subscriptionNotFound)
    }
    if (error instanceof PaymentsProviderError) {
      throw new AppError('unavailable', texts.providerFailed)
    }
    throw error
  }
}
