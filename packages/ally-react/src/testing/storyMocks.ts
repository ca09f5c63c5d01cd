import type { Endpoint, EndpointData } from '@ally/sdk'
import type { MockApi } from './mockApi'

/**
 * A story's network where `endpoint` never answers, so the screen stays in its loading state.
 *
 * @example
 * <AllyStory mock={neverAnswers(getVendorRfq)}><VendorRfq rfqId="rfq-1" /></AllyStory>
 */
export const neverAnswers = (endpoint: Endpoint) => (api: MockApi) =>
  api.on(endpoint, () => new Promise(() => {}))

/**
 * A story's network where `endpoint` fails with this status and message (404: not found or not
 * the viewer's; 500: the server is down).
 *
 * @example
 * <AllyStory mock={failsWith(getVendorRfq, 500, 'The server is unavailable.')}>…</AllyStory>
 */
export const failsWith = (endpoint: Endpoint, status: number, message: string) => (api: MockApi) =>
  api.on(endpoint, { status, body: { message } })

/**
 * A story's network where `endpoint` answers with `data` (and `message`, `ok` unless given).
 *
 * @example
 * <AllyStory mock={answersWith(getVendorRfq, rfq)}><VendorRfq rfqId={rfq.id} /></AllyStory>
 */
export const answersWith =
  <E extends Endpoint>(endpoint: E, data: EndpointData<E>, message = 'ok') =>
  (api: MockApi) =>
    api.on(endpoint, { message, data })
