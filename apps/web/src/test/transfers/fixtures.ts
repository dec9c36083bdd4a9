import {
  addDays,
  type OrderDetail,
  type TransferPlaces,
  type TransferSearchResult,
} from '@charterdesk/domain';
import { localToday } from '../../shared/lib/format-date';

/** Faked answers of the transfer endpoints, shaped by the domain schemas (the contract). */
export const SEARCH_ID = '0b8f4a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const ORDER_ID = 'a1b2c3d4-0000-4000-8000-00000000000a';
export const TRIP_DATE = addDays(localToday(), 10);

export const places: TransferPlaces = {
  airports: [
    {
      code: 'AYT',
      name: 'Antalya Airport',
      cityCode: 'AYT',
      cityName: 'Antalya',
      aliases: ['Аэропорт Анталья', 'Анталья', 'Antalya Havalimanı'],
      districts: [
        { id: 11, name: 'Belek', aliases: ['Белек'], transferMinutes: 35 },
        { id: 12, name: 'Kemer', aliases: ['Кемер'], transferMinutes: 60 },
      ],
    },
    {
      code: 'DLM',
      name: 'Dalaman Airport',
      cityCode: 'DLM',
      cityName: 'Dalaman',
      districts: [{ id: 21, name: 'Fethiye', transferMinutes: 55 }],
    },
  ],
};

export function searchResult(overrides: Partial<TransferSearchResult> = {}): TransferSearchResult {
  return {
    id: SEARCH_ID,
    criteria: {
      airportCode: 'AYT',
      districtId: 11,
      direction: 'fromAirport',
      date: TRIP_DATE,
      time: '14:30',
      passengers: 2,
      luggage: 2,
    },
    airport: { code: 'AYT', name: 'Antalya Airport', cityName: 'Antalya' },
    district: { id: 11, name: 'Belek', cityCode: 'AYT', cityName: 'Antalya' },
    expiresAt: '2099-01-01T00:00:00Z',
    options: [
      {
        id: 'car-1',
        packageTypeId: 1,
        vehicleName: 'Standard car',
        passengerCapacity: 3,
        baggageCapacity: 3,
        transferMinutes: 35,
        price: { amount: 4500, currency: 'EUR' },
      },
      {
        id: 'van-1',
        packageTypeId: 2,
        vehicleName: 'Minivan',
        passengerCapacity: 7,
        baggageCapacity: 7,
        transferMinutes: 35,
        price: { amount: 6500, currency: 'EUR' },
      },
    ],
    ...overrides,
  };
}

export function transferOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    kind: 'transfer',
    pnr: 'TR4K9Q',
    state: 'Confirmed',
    creationTime: '2026-11-22T10:00:00Z',
    holdExpiresAt: '2026-11-22T10:30:00Z',
    total: { amount: 4500, currency: 'EUR' },
    price: { currency: 'EUR', flights: 0, transfer: 4500, insurance: 0, discount: 0, total: 4500 },
    insurance: false,
    couponCode: null,
    contact: { name: 'IVAN', surname: 'PETROV', email: 'i***@example.com', mobilePhone: '+7******4567' },
    passengers: [],
    flights: [],
    transfer: {
      direction: 'fromAirport',
      airportCode: 'AYT',
      airportName: 'Antalya Airport',
      districtId: 11,
      districtName: 'Belek',
      cityName: 'Antalya',
      packageTypeId: 1,
      vehicleName: 'Standard car',
      passengerCapacity: 3,
      baggageCapacity: 3,
      transferMinutes: 35,
      pickupLocal: `${TRIP_DATE}T14:30`,
      passengers: 2,
      luggage: 2,
      flightNumber: 'ZF 9012',
      address: 'Rixos Premium Belek',
      note: null,
    },
    payment: { status: 'Succeeded', reason: null, completionTime: '2026-11-22T10:05:00Z' },
    ...overrides,
  };
}

/** RetryPayment's answer for the order: a new bank session (unpaid transfer page, payment failed page). */
export function retriedPayment(cardAction: string) {
  return { orderId: ORDER_ID, pGuid: 'tok-1', response: { cardAction, expiresAt: '2026-11-22T10:50:00Z' } };
}
