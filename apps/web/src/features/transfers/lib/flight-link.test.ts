import { beforeEach, describe, expect, it } from 'vitest';
import { flightLinkFromParams, loadFlightLink, storeFlightLink } from './flight-link';

const ORDER = '0b3f6c4e-1d2a-4f5b-9c8d-7e6f5a4b3c2d';

describe('the flight booking a transfer is bought for', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read from an offer’s URL, with its token', () => {
    expect(flightLinkFromParams(new URLSearchParams(`airport=ayt&forOrder=${ORDER}&forToken=abc`))).toEqual({
      orderId: ORDER,
      token: 'abc',
      airportCode: 'AYT',
    });
    expect(flightLinkFromParams(new URLSearchParams(`airport=AYT&forOrder=${ORDER}`))?.token).toBeNull();
  });

  it('is absent from other searches and malformed links', () => {
    expect(flightLinkFromParams(new URLSearchParams('airport=AYT&zone=12'))).toBeNull();
    expect(flightLinkFromParams(new URLSearchParams('airport=AYT&forOrder=1;drop'))).toBeNull();
    expect(flightLinkFromParams(new URLSearchParams(`forOrder=${ORDER}`))).toBeNull();
  });

  it('applies only to a transfer at the offer’s airport, and survives a garbled entry', () => {
    storeFlightLink({ orderId: ORDER, token: 't', airportCode: 'AYT' });
    expect(loadFlightLink('AYT')).toEqual({ orderId: ORDER, token: 't', airportCode: 'AYT' });
    expect(loadFlightLink('DLM')).toBeNull();
    storeFlightLink(null);
    expect(loadFlightLink('AYT')).toBeNull();
    sessionStorage.setItem('cd.transfers.flightLink', '{not json');
    expect(loadFlightLink('AYT')).toBeNull();
  });
});
