import type { AddOrderResult, AddTransferOrderInput } from '@charterdesk/domain';
import { apiClient } from '../../../shared/api/api-client';
import { clearIdempotencyKey, idempotencyKeyFor } from '../../../shared/payment/orders-api';

export const ADD_TRANSFER_ORDER_PATH = '/api/services/app/Booking/AddTransferOrder';

/**
 * Creates the transfer order. The Idempotency-Key lives for the attempt: a resubmit of the same body
 * (double click, reload, lost answer) gets the same order back instead of a second one.
 */
export async function addTransferOrder(body: AddTransferOrderInput): Promise<AddOrderResult> {
  const result = await apiClient.post<AddOrderResult>(ADD_TRANSFER_ORDER_PATH, body, {
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKeyFor(body) },
  });
  clearIdempotencyKey();
  return result;
}
