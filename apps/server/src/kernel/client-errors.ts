import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Culture, translate } from '@charterdesk/domain';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { CULTURE_COOKIE, resolveCulture } from './culture.js';
import { failure } from './envelope.js';

type Problem =
  | 'uriTooLong'
  | 'headersTooLarge'
  | 'chunkExtensionsTooLarge'
  | 'timeout'
  | 'malformed'
  | 'badUrl';

// Kept here rather than in the shared messages: only these two handlers ever say them, and the browser never
// branches on them (it cannot have sent such a request through its own API client).
const DETAILS: Record<Problem, Record<Culture, string>> = {
  uriTooLong: {
    en: 'The address of the request (URL) is too long.',
    ru: 'Адрес запроса (URL) слишком длинный.',
    tr: 'İsteğin adresi (URL) çok uzun.',
  },
  headersTooLarge: {
    en: 'The headers of the request are too large.',
    ru: 'Заголовки запроса слишком велики.',
    tr: 'İsteğin başlıkları çok büyük.',
  },
  chunkExtensionsTooLarge: {
    en: 'The chunk extensions of the request body are too large.',
    ru: 'Расширения фрагментов тела запроса слишком велики.',
    tr: 'İstek gövdesinin parça uzantıları çok büyük.',
  },
  timeout: {
    en: 'The request did not arrive in time.',
    ru: 'Запрос не пришёл вовремя.',
    tr: 'İstek zamanında gelmedi.',
  },
  malformed: {
    en: 'The request is not valid HTTP.',
    ru: 'Запрос не является корректным HTTP.',
    tr: 'İstek geçerli bir HTTP isteği değil.',
  },
  badUrl: {
    en: 'The address of the request is not validly encoded.',
    ru: 'Адрес запроса закодирован неверно.',
    tr: 'İsteğin adresi geçerli biçimde kodlanmamış.',
  },
};

const KEYS: Record<Problem, string> = {
  uriTooLong: 'request.uri_too_long',
  headersTooLarge: 'request.headers_too_large',
  chunkExtensionsTooLarge: 'request.chunk_extensions_too_large',
  timeout: 'request.timeout',
  malformed: 'request.malformed',
  badUrl: 'request.bad_url',
};

function envelope(culture: Culture, problem: Problem) {
  return failure({
    code: 0,
    key: KEYS[problem],
    message: translate(culture, 'Abp.ValidationError'),
    details: DETAILS[problem][culture],
    validationErrors: null,
  });
}

const REQUEST_LINE = /^[A-Z]+ (\S*)(?: HTTP\/\d\.\d)?$/;

/**
 * The request Node gave up on, from the packet it was parsing (the whole request, or only its last piece when it
 * came in several): where the target URL and the header lines are, as far as they arrived.
 */
function readPacket(packet: Buffer | undefined) {
  const text = (packet ?? Buffer.alloc(0)).toString('latin1');
  const lines = text.split('\r\n');
  // a pipelined packet can start with earlier requests: the refused one is the last
  let first = -1;
  for (let i = lines.length - 1; i >= 0 && first < 0; i--) if (REQUEST_LINE.test(lines[i]!)) first = i;
  const headers: Record<string, string> = {};
  for (const line of first >= 0 ? lines.slice(first + 1) : lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { text, target: first >= 0 ? REQUEST_LINE.exec(lines[first]!)?.[1] : undefined, headers };
}

/**
 * The same culture order as every other answer, for requests refused before the hooks that parse the query and
 * cookies ran: from the raw target and headers (as far as they arrived).
 */
function cultureOf(packet: {
  target: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}): Culture {
  let query: Record<string, string> = {};
  try {
    query = Object.fromEntries(new URL(packet.target ?? '/', 'http://x').searchParams);
  } catch {
    // a cut or broken target: no culture from it
  }
  const cookies: Record<string, string> = {};
  const cookieHeader = packet.headers.cookie;
  for (const pair of (typeof cookieHeader === 'string' ? cookieHeader : '').split(';')) {
    const [name, value] = pair.split('=', 2).map((s) => s.trim());
    if (name === CULTURE_COOKIE && value) {
      try {
        cookies[name] = decodeURIComponent(value);
      } catch {
        // a broken cookie value: no culture from it
      }
    }
  }
  return resolveCulture({ query, headers: packet.headers, cookies } as unknown as FastifyRequest);
}

/**
 * Node counts the request line and the headers together against --max-http-header-size (16 KiB), and stops at
 * the end of the piece (URL, header value, or the packet itself) that went over. The URL was too long when that
 * piece was the URL: the parser stopped right before " HTTP/1.1", or at the end of a packet that ends inside a
 * request line. Otherwise (the headers, or a request that came in many small pieces) it is the headers' 431.
 */
function isUriTooLong(packet: ReturnType<typeof readPacket>, bytesParsed: number | undefined): boolean {
  if (bytesParsed === undefined) return false;
  const parsed = packet.text.slice(0, bytesParsed);
  if (/^ HTTP\/\d/.test(packet.text.slice(bytesParsed))) return true;
  return (
    bytesParsed >= packet.text.length && /^[A-Z]+ \S*$/.test(parsed.slice(parsed.lastIndexOf('\r\n') + 2))
  );
}

/** What to answer to a request Node's HTTP parser refused. */
export function classifyClientError(
  err: Pick<ConnectionError, 'code'> & { rawPacket?: unknown; bytesParsed?: unknown },
): { status: number; problem: Problem; culture: Culture } {
  // a Buffer at run time (Fastify's type describes its JSON form)
  const packet = readPacket(Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined);
  const culture = cultureOf(packet);
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const bytesParsed = typeof err.bytesParsed === 'number' ? err.bytesParsed : undefined;
      return isUriTooLong(packet, bytesParsed)
        ? { status: 414, problem: 'uriTooLong', culture }
        : { status: 431, problem: 'headersTooLarge', culture };
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, problem: 'chunkExtensionsTooLarge', culture };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, problem: 'timeout', culture };
    default:
      return { status: 400, problem: 'malformed', culture };
  }
}

// How long a refused connection may stay open for the client to read the answer: closing it at once, with the
// rest of a long request still arriving, would reset it and could lose the answer on the client's side.
const LINGER_MS = 1000;
const answered = new WeakSet<Socket>();

type InFlight = ServerResponse & { req?: IncomingMessage };
/** Node's response being written on this connection (its internal field; there is no public one). */
const inFlightOn = (socket: Socket) => (socket as Socket & { _httpMessage?: InFlight | null })._httpMessage;

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (an over-long URL
 * or header block, broken HTTP, a request timeout) get a real HTTP answer with the ABP envelope.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  // the parser keeps failing on whatever else arrives on this connection: one answer is enough
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const { status, problem, culture } = classifyClientError(err);
  // the parser's packet is not logged: it may hold tokens and cookies
  this.log.info({ code: err.code, status }, 'client error');
  const body = JSON.stringify(envelope(culture, problem));
  const answer =
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body;

  const inFlight = inFlightOn(socket);
  if (inFlight && inFlight.req?.complete === false) {
    // The broken part is the body of the request being answered: as Node does, answer only when that answer
    // has not started (the handler's own writes then go nowhere), and close.
    if (socket.writable && !inFlight.headersSent) socket.write(answer);
    socket.destroy();
    return;
  }
  const send = () => {
    // an earlier request on this connection (pipelined) is still being answered: answer after it
    const current = inFlightOn(socket);
    if (current && !current.writableFinished && !socket.destroyed) {
      current.once('finish', send);
      return;
    }
    if (!socket.writable) return void socket.destroy();
    socket.end(answer);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
  send();
}

/**
 * Fastify's `frameworkErrors`: a path parameter over `maxParamLength` (414) or with broken percent-encoding (400)
 * is refused by the router before any hook runs; answered with the envelope like every other client error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const culture = cultureOf({ target: request.raw.url, headers: request.headers });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(envelope(culture, 'uriTooLong'));
  }
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send(envelope(culture, 'badUrl'));
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send(
    failure({
      code: 0,
      key: 'internal',
      message: translate(culture, 'Abp.InternalError'),
      details: null,
      validationErrors: null,
    }),
  );
}

/** The Fastify(...) options that route connection- and router-level refusals through the envelope. */
export const clientErrorOptions = {
  clientErrorHandler,
  frameworkErrors,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;
