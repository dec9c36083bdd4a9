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
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/* Endpoints of the exchange rate, coupon, survey and contact message screens and the test e-mail. */

const APP = '/api/services/app';

export interface PageParams {
  skipCount: number;
  maxResultCount: number;
}

// ---- exchange rates ----

export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'exchangeRates', 'current'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AdminExchangeRateList>(`${APP}/Currency/GetRates`, { silent: true, signal }),
    staleTime: 0,
  });

export const rateHistoryQueryOptions = (currency: string, page: PageParams) =>
  queryOptions({
    queryKey: ['admin', 'exchangeRates', 'history', currency, page] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PagedResult<ExchangeRateHistoryItem>>(`${APP}/Currency/GetRateHistory`, {
        silent: true,
        signal,
        query: { Currency: currency, SkipCount: page.skipCount, MaxResultCount: page.maxResultCount },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const setRate = (input: { currency: string; rate: string }) =>
  apiClient.post<null>(`${APP}/Currency/SetRate`, input, { silent: true });

// ---- coupons ----

export interface CouponListParams extends PageParams {
  keyword: string;
  isActive: '' | 'true' | 'false';
  sorting: string;
}

export const couponsQueryOptions = (params: CouponListParams) =>
  queryOptions({
    queryKey: ['admin', 'coupons', 'list', params] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PagedResult<CouponDto>>(`${APP}/Coupon/GetAll`, {
        silent: true,
        signal,
        query: {
          Keyword: params.keyword || undefined,
          IsActive: params.isActive || undefined,
          Sorting: params.sorting || undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const createCoupon = (input: CreateCouponInput) =>
  apiClient.post<CouponDto>(`${APP}/Coupon/Create`, input, { silent: true });

export const updateCoupon = (input: UpdateCouponInput) =>
  apiClient.put<CouponDto>(`${APP}/Coupon/Update`, input, { silent: true });

/** Not silent: a refusal is shown in the error dialog. */
export const deleteCoupon = (id: number) =>
  apiClient.delete<null>(`${APP}/Coupon/Delete`, { query: { Id: id } });

// ---- survey answers ----

export interface PeriodParams {
  from: string;
  to: string;
}

export const surveySummaryQueryOptions = (period: PeriodParams) =>
  queryOptions({
    queryKey: ['admin', 'survey', 'summary', period] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SurveySummary>(`${APP}/Survey/GetSummary`, {
        silent: true,
        signal,
        query: { From: period.from || undefined, To: period.to || undefined },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const surveyAnswersQueryOptions = (
  params: PeriodParams & PageParams & { reason: string; sorting: string },
) =>
  queryOptions({
    queryKey: ['admin', 'survey', 'list', params] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PagedResult<SurveyAnswerDto>>(`${APP}/Survey/GetAll`, {
        silent: true,
        signal,
        query: {
          Reason: params.reason || undefined,
          From: params.from || undefined,
          To: params.to || undefined,
          Sorting: params.sorting || undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

// ---- contact messages ----

export const contactMessagesQueryOptions = (
  params: PeriodParams & PageParams & { keyword: string; sorting: string },
) =>
  queryOptions({
    queryKey: ['admin', 'contactMessages', 'list', params] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PagedResult<ContactMessageListItem>>(`${APP}/Contact/GetMessages`, {
        silent: true,
        signal,
        query: {
          Keyword: params.keyword || undefined,
          From: params.from || undefined,
          To: params.to || undefined,
          Sorting: params.sorting || undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

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
