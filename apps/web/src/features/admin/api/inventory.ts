import type {
  AirlineDto,
  AirportList,
  CancelFlightInput,
  ChangeScheduleInput,
  CreateProgrammeInput,
  DatedFlightDto,
  PagedResult,
  ProgrammeDto,
  ScheduleChangeDto,
  UpdateProgrammeInput,
} from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, pageQuery } from './list-query';

const INVENTORY = '/api/services/app/Inventory';

export interface ProgrammeListParams {
  keyword: string;
  /** '' = all */
  isActive: '' | 'true' | 'false';
  isCharter: '' | 'true' | 'false';
  originCode: string;
  destinationCode: string;
  /** e.g. `ValidFrom desc` */
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const programmesQueryOptions = (params: ProgrammeListParams) =>
  listQueryOptions<PagedResult<ProgrammeDto>>(
    ['admin', 'inventory', 'programmes', params],
    `${INVENTORY}/GetProgrammes`,
    {
      Keyword: params.keyword || undefined,
      IsActive: params.isActive || undefined,
      IsCharter: params.isCharter || undefined,
      OriginCode: params.originCode || undefined,
      DestinationCode: params.destinationCode || undefined,
      ...pageQuery(params),
    },
  );

export const programmeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'inventory', 'programme', id] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ProgrammeDto>(`${INVENTORY}/GetProgramme`, { silent: true, signal, query: { Id: id } }),
    staleTime: 0,
  });

export interface FlightListParams {
  programmeId: number;
  dateFrom: string;
  dateTo: string;
  salesClosed: '' | 'true' | 'false';
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const programmeFlightsQueryOptions = (params: FlightListParams) =>
  listQueryOptions<PagedResult<DatedFlightDto>>(
    ['admin', 'inventory', 'flights', params],
    `${INVENTORY}/GetFlights`,
    {
      ProgrammeId: params.programmeId,
      DateFrom: params.dateFrom || undefined,
      DateTo: params.dateTo || undefined,
      SalesClosed: params.salesClosed || undefined,
      ...pageQuery(params),
    },
  );

export const airlinesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'inventory', 'airlines'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: AirlineDto[] }>(`${INVENTORY}/GetAirlines`, { silent: true, signal }))
        .items,
    staleTime: 10 * 60_000,
  });

/** Airports (not cities: a programme flies between two airports) matching the text, for the form. */
export const airportOptionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'inventory', 'airports', query.trim().toLowerCase()] as const,
    queryFn: async ({ signal }) => {
      const list = await apiClient.get<AirportList | null>(
        '/api/services/app/Flight/GetAirportsForAutoComplete',
        {
          silent: true,
          signal,
          query: { Query: query.trim(), MaxResultCount: 20 },
        },
      );
      return (list?.result ?? []).filter((o) => o.kind === 'airport');
    },
    staleTime: 10 * 60_000,
  });

export const createProgramme = (input: CreateProgrammeInput) =>
  apiClient.post<ProgrammeDto>(`${INVENTORY}/CreateProgramme`, input, { silent: true });

export const updateProgramme = (input: UpdateProgrammeInput) =>
  apiClient.put<ProgrammeDto>(`${INVENTORY}/UpdateProgramme`, input, { silent: true });

/** Not silent: a refusal (read-only, not found) is shown in the error dialog. */
export const setFlightSales = (flightIds: number[], closed: boolean) =>
  apiClient.post<{ updatedCount: number }>(`${INVENTORY}/${closed ? 'CloseSales' : 'OpenSales'}`, {
    flightIds,
  });

/** Re-times a dated flight: its orders are corrected and paid travellers e-mailed (silent: the form shows refusals). */
export const changeFlightSchedule = (input: ChangeScheduleInput) =>
  apiClient.post<ScheduleChangeDto>(`${INVENTORY}/ChangeSchedule`, input, { silent: true });

/** Cancels a dated flight: sales stop, paid travellers are offered a full refund. */
export const cancelFlight = (input: CancelFlightInput) =>
  apiClient.post<ScheduleChangeDto>(`${INVENTORY}/CancelFlight`, input, { silent: true });
