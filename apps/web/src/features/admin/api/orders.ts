import type {
  Culture,
  OrderAdminDetail,
  OrderKind,
  OrderListItem,
  OrderNoteInput,
  OrderState,
  PagedResult,
  RefundDto,
  RefundOrderInput,
  RetryRefundInput,
} from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, pageQuery } from './list-query';

const ORDER = '/api/services/app/Order';

export interface OrderListParams {
  keyword: string;
  state: OrderState | '';
  kind: OrderKind | '';
  creationFrom: string;
  creationTo: string;
  departureFrom: string;
  departureTo: string;
  /** e.g. `creationTime desc` */
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

/** Orders of the signed-in user's tenant, one page. */
export const ordersQueryOptions = (params: OrderListParams) =>
  listQueryOptions<PagedResult<OrderListItem>>(['admin', 'orders', 'list', params], `${ORDER}/GetAll`, {
    Keyword: params.keyword || undefined,
    State: params.state || undefined,
    Kind: params.kind || undefined,
    CreationFrom: params.creationFrom || undefined,
    CreationTo: params.creationTo || undefined,
    DepartureFrom: params.departureFrom || undefined,
    DepartureTo: params.departureTo || undefined,
    ...pageQuery(params),
  });

/** One order with everything the detail page shows; places come named in the request's language. */
export const orderQueryOptions = (id: string, culture: Culture) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', id, culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<OrderAdminDetail>(`${ORDER}/Get`, { silent: true, signal, query: { Id: id } }),
    staleTime: 0,
  });

/** Not silent: a refusal (the order changed meanwhile) is shown in the error dialog. */
export const resendOrderTicket = (id: string) => apiClient.post<null>(`${ORDER}/ResendTicket`, { id });

export const refundOrder = (input: RefundOrderInput) =>
  apiClient.post<RefundDto>(`${ORDER}/Refund`, input, { silent: true });

/** Asks the bank again for a refund it declined (once per declined refund). */
export const retryOrderRefund = (input: RetryRefundInput) =>
  apiClient.post<RefundDto>(`${ORDER}/RetryRefund`, input, { silent: true });

export const cancelOrder = (input: OrderNoteInput) =>
  apiClient.post<null>(`${ORDER}/Cancel`, input, { silent: true });

export const markOrderCancelHandled = (input: OrderNoteInput) =>
  apiClient.post<null>(`${ORDER}/MarkCancelHandled`, input, { silent: true });
