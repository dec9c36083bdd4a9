import type { AgencyInfo, Culture } from '@charterdesk/domain';
import type { Db } from '../../db/client.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { CurrencyService } from '../currency/currency.service.js';
import type { CustomersService } from '../customers/customers.service.js';
import type { FlightsService } from '../flights/flights.service.js';
import type { OutboxSender } from '../notifications/outbox-sender.js';
import type { GatewayProvider } from '../payments/payments.provider.js';
import type { TransfersService } from '../transfers/transfers.service.js';
import type { BookingsRepository } from './bookings.repository.js';
import type { OrderAdminRepository } from './order-admin.repository.js';
import type { PaymentSettlementRepository } from './payment-settlement.repository.js';
import type { PlaceNames } from './place-names.js';
import type { RefundDriver } from './refunds.js';

/** What the bookings services are built from: the repository, other modules' services, settings. */
export interface BookingsServiceDeps {
  /** the database the payments module records card payments in (the bookings repository uses the same) */
  db: Db;
  repository: BookingsRepository;
  flights: FlightsService;
  /** the transfer search: AddTransferOrder re-prices the chosen vehicle through it */
  transfers?: Pick<TransfersService, 'quote'>;
  currency: CurrencyService;
  gateway: GatewayProvider;
  /** the mail outbox (notifications): e-mails queued and sent after commit, retried */
  outbox: OutboxSender;
  clock: () => Date;
  /** minutes an unpaid order holds its seats */
  holdMinutes: (tenantId: number | null) => Promise<number>;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** opens and drives refunds (shared with the admin Orders service): a late payment is refunded at once */
  refunds: {
    start: OrderAdminRepository['startRefund'];
    drive: RefundDriver;
  };
  /** the coupons module: the discount of a code, and its use recorded with the order */
  coupons: Pick<CouponsService, 'applicable' | 'recordRedemption'>;
  /** the customers module: an order's contact is recorded as a customer of the tenant with the order */
  customers?: Pick<CustomersService, 'recordOrderContact'>;
  /** agency contacts for the transfer confirmation e-mail */
  agencyInfo?: (tenantId: number | null) => Promise<AgencyInfo>;
  /** agency facts and destination travel notices for the PDF receipt; without it the mail has no PDF */
  receiptContext?: (
    tenantId: number | null,
    destinationCountries: string[],
    culture: Culture,
  ) => Promise<{ agency: AgencyInfo; notices: { slug: string; title: string; text: string }[] }>;
  /** hours of a schedule change beyond which the traveller may ask for a full refund (default 3) */
  scheduleRefundHours?: number;
  /** the settlement sweep's reads (payments never come back to, captures no order keeps) */
  settlement: PaymentSettlementRepository;
  /** how long after a bank session ends (or a capture completes) the sweep steps in; default 5 minutes */
  settleGraceMs?: number;
  /** minutes added to the landing for the airport transfer a flight booking is offered (default none) */
  transferBufferMinutes?: number;
  /** airports with transfers on sale on a site variant: a flight booking landing there is offered one */
  transferAirports?: (tenantId: number | null) => Promise<ReadonlySet<string>>;
  /** names an order's places (and a transfer's vehicle) in the reader's language; they are stored in the booking's */
  placeNames: PlaceNames;
  /** customer accounts: the set-password link of a first booking, and passengers kept for the next one */
  accounts?: {
    setPasswordUrl(userId: number | null): Promise<string | undefined>;
    rememberPassengers(userId: number | null, orderId: string): Promise<void>;
  };
}

/** Who calls: the site variant, the language, and the signed-in user (null when anonymous). */
export interface CallContext {
  tenantId: number | null;
  culture: Culture;
  userId: number | null;
}
