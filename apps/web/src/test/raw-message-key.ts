/** A domain message key as a shown text would be one (`Booking.InvalidPhone`): a form must show sentences. */
export const RAW_MESSAGE_KEY = /\b[A-Z][A-Za-z]+\.[A-Z][A-Za-z]+\b/;
