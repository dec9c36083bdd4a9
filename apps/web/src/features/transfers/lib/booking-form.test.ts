import { afterEach, describe, expect, it } from 'vitest';
import { validateTransferBooking } from './booking-check';
import {
  DEFAULT_TRANSFER_BOOKING,
  loadTransferDraft,
  memberToBookingField,
  saveTransferDraft,
  type TransferBookingContext,
  type TransferBookingFormValues,
  transferDraftKey,
} from './booking-form';

const TODAY = '2026-11-22';
const ctx: TransferBookingContext = {
  searchId: '0b8f4a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  optionId: 'v1',
  currency: 'EUR',
  expectedTotal: 4500,
};
const filled: TransferBookingFormValues = {
  contact: {
    email: 'ivan@example.com',
    mobilePhone: '+7 900 123-45-67',
    name: 'ivan',
    surname: 'petrov',
    birthday: '15-03-1985',
  },
  flightNumber: 'zf9012',
  address: 'Rixos Premium Belek',
  note: '',
  contractAccepted: true,
  siteUsageAccepted: true,
};

describe('validateTransferBooking', () => {
  it('answers the AddTransferOrder body with the page context', () => {
    const { order, errors } = validateTransferBooking(filled, ctx, 'en', TODAY);
    expect(errors).toEqual({});
    expect(order).toMatchObject({
      searchId: ctx.searchId,
      optionId: 'v1',
      contact: { email: 'ivan@example.com', mobilePhone: '+79001234567', birthday: '1985-03-15' },
      flightNumber: 'ZF9012',
      address: 'Rixos Premium Belek',
      note: null,
      currency: 'EUR',
      expectedTotal: 4500,
      contractAccepted: true,
      siteUsageAccepted: true,
    });
  });

  it('says "required" for empty fields and keeps the optional ones optional', () => {
    const { order, errors } = validateTransferBooking(DEFAULT_TRANSFER_BOOKING, ctx, 'en', TODAY);
    expect(order).toBeNull();
    expect(errors).toEqual({
      'contact.email': 'Validation.Required',
      'contact.mobilePhone': 'Validation.Required',
      'contact.name': 'Validation.Required',
      'contact.surname': 'Validation.Required',
      'contact.birthday': 'Validation.Required',
      address: 'Validation.Required',
      contractAccepted: 'Booking.ContractNotAccepted',
      siteUsageAccepted: 'Booking.SiteUsageNotAccepted',
    });
  });

  it('checks Latin names, the phone, the flight number and the 18+ rule', () => {
    const { errors } = validateTransferBooking(
      {
        ...filled,
        contact: { ...filled.contact, name: 'Иван', mobilePhone: '123', birthday: '01-01-2010' },
        flightNumber: 'not a flight',
      },
      ctx,
      'en',
      TODAY,
    );
    expect(errors).toEqual({
      'contact.name': 'Booking.LatinName',
      'contact.mobilePhone': 'Booking.InvalidPhone',
      'contact.birthday': 'Booking.ContactUnderage',
      flightNumber: 'Transfer.InvalidFlightNumber',
    });
  });

  it('rejects a birthday in the future or not in DD-MM-YYYY', () => {
    expect(
      validateTransferBooking(
        { ...filled, contact: { ...filled.contact, birthday: '01-01-2030' } },
        ctx,
        'en',
        TODAY,
      ).errors['contact.birthday'],
    ).toBe('Validation.InvalidDate');
    expect(
      validateTransferBooking(
        { ...filled, contact: { ...filled.contact, birthday: '1985-03-15' } },
        ctx,
        'en',
        TODAY,
      ).errors['contact.birthday'],
    ).toBe('Validation.InvalidDate');
  });
});

describe('memberToBookingField', () => {
  it('maps server members onto form fields', () => {
    expect(memberToBookingField('Contact.Email')).toBe('contact.email');
    expect(memberToBookingField('input.flightNumber')).toBe('flightNumber');
    expect(memberToBookingField('optionId')).toBeUndefined();
  });
});

describe('draft', () => {
  afterEach(() => window.sessionStorage.clear());

  it('survives a reload per search and vehicle', () => {
    const key = transferDraftKey(ctx.searchId, 'v1');
    saveTransferDraft(key, filled);
    expect(loadTransferDraft(key)).toEqual(filled);
    expect(loadTransferDraft(transferDraftKey(ctx.searchId, 'v2'))).toBeNull();
  });

  it('never breaks on a tampered entry', () => {
    const key = transferDraftKey(ctx.searchId, 'v1');
    window.sessionStorage.setItem(key, JSON.stringify({ contact: { email: 5 }, contractAccepted: 'yes' }));
    expect(loadTransferDraft(key)).toEqual(DEFAULT_TRANSFER_BOOKING);
  });
});
