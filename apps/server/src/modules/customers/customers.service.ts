import type { CustomerDto, GetCustomersInput, PagedResult, SaveCustomerInput } from '@charterdesk/domain';
import type { Db } from '../../db/client.js';
import { errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import { customerErrors } from './customers.errors.js';
import {
  type CustomerRow,
  type CustomersRepository,
  createCustomersRepository,
  isUniqueViolation,
} from './customers.repository.js';

function toDto(r: CustomerRow): CustomerDto {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    surname: r.surname,
    fullName: `${r.name} ${r.surname}`,
    mobilePhone: r.mobilePhone,
    countryCode: r.countryCode,
    newsletter: r.newsletter,
    note: r.note,
    userId: r.userId,
    orderCount: r.orderCount,
    lastOrderTime: r.lastOrderTime?.toISOString() ?? null,
    creationTime: r.creationTime.toISOString(),
    lastModificationTime: r.lastModificationTime?.toISOString() ?? null,
  };
}

/** ABP's Customer service: the agency's customers, always inside the caller's tenant (host = null). */
export function createCustomersService(deps: { repo: CustomersRepository }) {
  const { repo } = deps;

  async function dto(tenantId: number | null, id: number): Promise<CustomerDto> {
    const row = await repo.find(tenantId, id);
    if (!row) throw errors.entityNotFound('Customer', id);
    return toDto(row);
  }

  return {
    async getCustomers(s: AbpSession, input: GetCustomersInput): Promise<PagedResult<CustomerDto>> {
      const page = await repo.list(s.tenantId, input);
      return { totalCount: page.totalCount, items: page.items.map(toDto) };
    },

    getCustomer: (s: AbpSession, id: number) => dto(s.tenantId, id),

    /** Creates (no id) or updates (id) a customer; the e-mail is unique per tenant. */
    async saveCustomer(s: AbpSession, input: SaveCustomerInput): Promise<CustomerDto> {
      const values = {
        email: input.email,
        name: input.name,
        surname: input.surname,
        mobilePhone: input.mobilePhone,
        countryCode: input.countryCode,
        newsletter: input.newsletter,
        note: input.note,
      };
      if (input.id && !(await repo.find(s.tenantId, input.id)))
        throw errors.entityNotFound('Customer', input.id);
      const holder = await repo.idByEmail(s.tenantId, input.email);
      if (holder !== undefined && holder !== input.id) throw customerErrors.duplicateEmail(input.email);
      try {
        if (input.id) {
          await repo.update(s.tenantId, input.id, values, s.userId);
          return dto(s.tenantId, input.id);
        }
        return dto(s.tenantId, await repo.insert(s.tenantId, values, s.userId));
      } catch (err) {
        // another request took the e-mail between the check and the write
        if (isUniqueViolation(err)) throw customerErrors.duplicateEmail(input.email);
        throw err;
      }
    },

    async deleteCustomer(s: AbpSession, id: number): Promise<null> {
      if (!(await repo.find(s.tenantId, id))) throw errors.entityNotFound('Customer', id);
      await repo.softDelete(s.tenantId, id, s.userId);
      return null;
    },

    /**
     * Records an order's contact person as a customer of the order's tenant, linked to the member
     * account; `db` may be the order's transaction so both are stored or neither.
     */
    async recordOrderContact(
      db: Db,
      order: {
        tenantId: number | null;
        contact: { email: string; name: string; surname: string; mobilePhone: string };
        userId: number | null;
        actorId: number | null;
        /** how many orders were placed (a transfer bought with the flights is one more) and when */
        placed: { orders: number; time: Date };
      },
    ): Promise<void> {
      await createCustomersRepository(db).upsertOrderContact(
        order.tenantId,
        order.contact,
        order.userId,
        order.actorId,
        order.placed,
      );
    },

    /** A closed member account: its customer record loses every personal field (in the closing transaction). */
    async anonymiseMember(db: Db, userId: number): Promise<void> {
      await createCustomersRepository(db).anonymiseByUser(userId);
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
