/**
 * HMRC's Gift Aid donation schedule (Charities Online), as docs/product/donations.md#gift-aid
 * describes it: its columns and the rules of their values, in one table so a correction is one
 * edit. From HMRC's guidance on the schedule spreadsheet; the spreadsheet itself wins over this.
 */
export const GIFT_AID_SCHEDULE = {
  /** The schedule's columns, in its order. */
  columns: [
    'Title',
    'First name or initial',
    'Last name',
    'House name or number',
    'Postcode',
    'Aggregated donations',
    'Sponsored event',
    'Donation date',
    'Amount',
  ],
  maxLengths: { title: 4, firstName: 35, lastName: 35, houseNameOrNumber: 40 },
  /** Titles read off the front of a donor's name (the form asks for the name only). */
  titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Rev', 'Sir', 'Dame', 'Lady', 'Lord'],
  /** The postcode of a donor who lives outside the UK. */
  overseasPostcode: 'X',
  /** A sponsored event's gift says 'Yes'; every other box that does not apply stays blank. */
  sponsoredEvent: { yes: 'Yes', no: '' },
  /** Dates are the day the gift was received, in UK time, as DD/MM/YY (the database writes them). */
  timeZone: 'Europe/London',
  dateFormat: 'DD/MM/YY',
} as const;
