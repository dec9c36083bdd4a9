import { describe, expect, it } from 'vitest';
import { toAgencyInfo } from './agency-info';

describe('toAgencyInfo', () => {
  it('keeps the known fields and fills missing texts with empty strings', () => {
    expect(toAgencyInfo({ brandName: 'CharterDesk', foundedYear: 2019, phone: 5, extra: 'x' })).toEqual({
      brandName: 'CharterDesk',
      legalEntity: '',
      address: '',
      tourismAssociationNumber: '',
      tradeRegisterNumber: '',
      taxNumber: '',
      chamberRegistrationNumber: '',
      phone: '',
      email: '',
      messagingLink: '',
      foundedYear: 2019,
    });
  });

  it('rejects answers that are not agency info', () => {
    expect(() => toAgencyInfo(null)).toThrow(TypeError);
    expect(() => toAgencyInfo('<html>')).toThrow(TypeError);
    expect(() => toAgencyInfo({ brandName: 'X' })).toThrow(TypeError);
  });
});
