import {
  airlineDtoSchema,
  cancelFlightInputSchema,
  changeScheduleInputSchema,
  datedFlightDtoSchema,
  entityIdInputSchema,
  getFlightsInputSchema,
  getProgrammesInputSchema,
  getScheduleChangesInputSchema,
  listResultSchema,
  pagedResultSchema,
  programmeDtoSchema,
  scheduleChangeDtoSchema,
  setSalesInputSchema,
  setSalesResultSchema,
  updateProgrammeInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { InventoryService } from './inventory.service.js';
import type { ScheduleChangesService } from './schedule-changes.service.js';

const inventory = { permissions: ['Pages.Inventory'] } as const;

/** Admin flight programmes and seat allotments (`Inventory/*`, permission Pages.Inventory). */
export function registerInventoryRoutes(
  app: FastifyInstance,
  service: InventoryService,
  schedule: ScheduleChangesService,
) {
  registerAppService(app, 'Inventory', {
    GetProgrammes: method({
      summary:
        'Programmes the caller’s site variant sells (its own and the host’s), paged; filters Keyword (flight ' +
        'number, airline, airport or city code), IsActive, IsCharter, OriginCode, DestinationCode, Sorting',
      input: getProgrammesInputSchema,
      output: pagedResultSchema(programmeDtoSchema),
      access: inventory,
      handler: (input, ctx) => service.getProgrammes(ctx.session, input),
    }),
    GetProgramme: method({
      summary: 'One programme by id (another site variant’s programme is 404)',
      input: entityIdInputSchema,
      output: programmeDtoSchema,
      access: inventory,
      handler: (input, ctx) => service.getProgramme(ctx.session, input.id),
    }),
    GetAirlines: method({
      summary: 'Airlines for the programme form',
      output: listResultSchema(airlineDtoSchema),
      access: inventory,
      handler: () => service.getAirlines(),
    }),
    CreateProgramme: method({
      summary:
        'Creates a programme of the caller’s site variant and expands its dated flights (all seats free)',
      input: service.createSchema,
      output: programmeDtoSchema,
      access: inventory,
      handler: (input, ctx) => service.createProgramme(ctx.session, input),
    }),
    UpdateProgramme: method({
      summary:
        'Active flag, aircraft, baggage, refundability, fares (for new sales) and seats per cabin of an own ' +
        'programme; fewer seats than sold or held on any upcoming flight is refused (409)',
      input: updateProgrammeInputSchema,
      output: programmeDtoSchema,
      access: inventory,
      handler: (input, ctx) => service.updateProgramme(ctx.session, input),
    }),
    GetFlights: method({
      summary:
        'Dated flights (of a programme, a date range, a route) with seats total/sold/held/left per cabin, paged',
      input: getFlightsInputSchema,
      output: pagedResultSchema(datedFlightDtoSchema),
      access: inventory,
      handler: (input, ctx) => service.getFlights(ctx.session, input),
    }),
    CloseSales: method({
      summary:
        'Stops sales of dated flights ({flightIds} or {programmeId, dateFrom, dateTo}); sold seats stay',
      input: setSalesInputSchema,
      output: setSalesResultSchema,
      access: inventory,
      handler: (input, ctx) => service.setSales(ctx.session, input, true),
    }),
    ChangeSchedule: method({
      summary:
        'Re-times a dated flight (new airport-local departure and arrival, with a reason): its orders are corrected and paid travellers e-mailed',
      input: changeScheduleInputSchema,
      output: scheduleChangeDtoSchema,
      access: inventory,
      handler: (input, ctx) => schedule.change(ctx.session, input),
    }),
    CancelFlight: method({
      summary:
        'Cancels a dated flight with a reason: sales stop, paid travellers are e-mailed a full-refund offer',
      input: cancelFlightInputSchema,
      output: scheduleChangeDtoSchema,
      access: inventory,
      handler: (input, ctx) => schedule.cancel(ctx.session, input),
    }),
    GetScheduleChanges: method({
      summary: 'Schedule changes of a dated flight, oldest first',
      input: getScheduleChangesInputSchema,
      output: z.array(scheduleChangeDtoSchema),
      access: inventory,
      handler: (input, ctx) => schedule.list(ctx.session, input.flightId),
    }),
    OpenSales: method({
      summary: 'Resumes sales of dated flights ({flightIds} or {programmeId, dateFrom, dateTo})',
      input: setSalesInputSchema,
      output: setSalesResultSchema,
      access: inventory,
      handler: (input, ctx) => service.setSales(ctx.session, input, false),
    }),
  });
}
