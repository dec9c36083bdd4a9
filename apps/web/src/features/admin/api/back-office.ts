import type {
  AdminExchangeRateList,
  ContactMessageDto,
  ContactMessageListItem,
  CouponDto,
  CreateCouponInput,
  ExchangeRateHistoryItem,
  PagedResult,
  SendTestEmailResult,
  SurveyAnswerDto,
  SurveySummary,
  UpdateCouponInput,
} from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, type PageParams, pageQuery } from './list-query';

export type { PageParams } from './list-query';

/* Endpoints of the exchange rate, coupon, survey and contact message screens and the test e-mail. */

const APP = '/api/services/app';

// ---- exchange rates ----

export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'exchangeRates', 'current'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AdminExchangeRateList>(`${APP}/Currency/GetRates`, { silent: true, signal }),
    staleTime: 0,
  });

export const rateHistoryQueryOptions = (currency: string, page: PageParams) =>
  listQueryOptions<PagedResult<ExchangeRateHistoryItem>>(
    ['admin', 'exchangeRates', 'history', currency, page],
    `${APP}/Currency/GetRateHistory`,
    { Currency: currency, ...pageQuery(page) },
  );

export const setRate = (input: { currency: string; rate: string }) =>
  apiClient.post<null>(`${APP}/Currency/SetRate`, input, { silent: true });

// ---- coupons ----

export interface CouponListParams extends PageParams {
  keyword: string;
  isActive: '' | 'true' | 'false';
  sorting: string;
}

export const couponsQueryOptions = (params: CouponListParams) =>
  listQueryOptions<PagedResult<CouponDto>>(['admin', 'coupons', 'list', params], `${APP}/Coupon/GetAll`, {
    Keyword: params.keyword || undefined,
    IsActive: params.isActive || undefined,
    ...pageQuery(params),
  });

export const createCoupon = (input: CreateCouponInput) =>
  apiClient.post<CouponDto>(`${APP}/Coupon/Create`, input, { silent: true });

export const updateCoupon = (input: UpdateCouponInput) =>
  apiClient.put<CouponDto>(`${APP}/Coupon/Update`, input, { silent: true });

/** Not silent: a refusal is shown in the error dialog. */
export const deleteCoupon = (id: number) =>
  apiClient.delete<null>(`${APP}/Coupon/Delete`, { query: { Id: id } });

// ---- survey answers and contact messages: a period filter ----

export interface PeriodParams {
  from: string;
  to: string;
}

const periodQuery = (period: PeriodParams) => ({
  From: period.from || undefined,
  To: period.to || undefined,
});

export const surveySummaryQueryOptions = (period: PeriodParams) =>
  listQueryOptions<SurveySummary>(
    ['admin', 'survey', 'summary', period],
    `${APP}/Survey/GetSummary`,
    periodQuery(period),
  );

export const surveyAnswersQueryOptions = (
  params: PeriodParams & PageParams & { reason: string; sorting: string },
) =>
  listQueryOptions<PagedResult<SurveyAnswerDto>>(
    ['admin', 'survey', 'list', params],
    `${APP}/Survey/GetAll`,
    { Reason: params.reason || undefined, ...periodQuery(params), ...pageQuery(params) },
  );

export const contactMessagesQueryOptions = (
  params: PeriodParams & PageParams & { keyword: string; sorting: string },
) =>
  listQueryOptions<PagedResult<ContactMessageListItem>>(
    ['admin', 'contactMessages', 'list', params],
    `${APP}/Contact/GetMessages`,
    { Keyword: params.keyword || undefined, ...periodQuery(params), ...pageQuery(params) },
  );

export const contactMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'contactMessages', 'one', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ContactMessageDto>(`${APP}/Contact/GetMessage`, {
        silent: true,
        signal,
        query: { Id: id },
      }),
  });

// ---- test e-mail ----

export const sendTestEmail = (to: string) =>
  apiClient.post<SendTestEmailResult>(`${APP}/Setting/SendTestEmail`, { to }, { silent: true });
