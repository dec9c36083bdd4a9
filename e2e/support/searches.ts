import dayjs from 'dayjs';
import { callApi } from './api.js';

export interface SavedRoundTrip {
  /** the saved search's id: `/flightSearch/{id}` */
  id: string;
  /** the first outbound and the first inbound offer of its results: `/flight/{id}/{outbound}/{inbound}` */
  outbound: string;
  inbound: string;
}

/** A saved Moscow → Antalya round trip `daysAhead` from today for `nights`, with its first offer each way. */
export async function saveRoundTrip(
  baseUrl: string,
  { daysAhead = 12, nights = 7, adults = 2, infants = 0 } = {},
): Promise<SavedRoundTrip> {
  const depart = dayjs().add(daysAhead, 'day');
  const saved = await callApi<{ id: string }>(baseUrl, '/api/services/app/Flight/SaveFlightSearch', {
    body: {
      origin: 'MOW',
      destination: 'AYT',
      departureDate: depart.format('YYYY-MM-DD'),
      returnDate: depart.add(nights, 'day').format('YYYY-MM-DD'),
      tripType: 'roundTrip',
      adults,
      ...(infants ? { infants } : {}),
    },
  });
  if (saved.status !== 200) throw new Error(`SaveFlightSearch answered ${saved.status}`);
  const id = saved.body.result!.id;
  const results = await callApi<{ flightSearchResponses: { id: string; direction: string }[] }>(
    baseUrl,
    `/api/services/app/Flight/GetFlightSearchResults?Id=${id}&currency=EUR`,
  );
  const options = results.body.result!.flightSearchResponses;
  return {
    id,
    outbound: options.find((o) => o.direction === 'outbound')!.id,
    inbound: options.find((o) => o.direction === 'inbound')!.id,
  };
}
