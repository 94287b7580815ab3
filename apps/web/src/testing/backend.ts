import {
  type Address,
  type CheckoutRequest,
  type InvoiceAnswer,
  type OrderDetail,
  type OrderLogistics,
  type PayAnswer,
  type PayInfoAnswer,
  PayResultStatus,
  type PointsRecord,
  type PointsSummary,
  type RefundDetail,
  type RefusalBody,
  refusal,
  type Station,
  type TireRequestCreate,
  type TopUpAnswer,
  type UserInfo,
  type UserTire,
  type UserVehicle,
  type WalletRecord,
} from '@tread/domain';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { shopper } from './data/account';
import { type CatalogSku, catalogSkus } from './data/catalog';
import { freshChat } from './data/chat';
import { homePage } from './data/foundation';
import { freshNotices } from './data/notices';
import { samplePayInfo } from './data/orders';
import { type HeldSignIn, sampleRaffle } from './data/points';
import type { HeldReview } from './data/reviews';
import { sampleStation } from './data/stations';
import { sampleTopUpOptions } from './data/wallet';

/** One request the web made, as the tests check it. */
export interface Call {
  method: string;
  /** Under /api, without the query: '/p/shopCart/info'. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

/** A line of the signed-in cart as the server holds it. */
export interface HeldLine {
  skuId: number;
  count: number;
  selected: boolean;
  /** The price the shopper saw when adding; a different price now is a 'price changed' line. */
  seenPrice: number;
}

function freshBackend() {
  return {
    calls: [] as Call[],

    // Config: the home page's (banners, sales points, the marketing switches)
    homePage: structuredClone(homePage),

    // Sessions: the access tokens accepted, the refresh tokens that rotate.
    liveAccess: new Set<string>(['access-1']),
    liveRefresh: new Set<string>(['refresh-1']),
    issued: 1,
    /** When false, /token/refresh refuses every token (the session was revoked). */
    refreshWorks: true,
    /** Holds /token/refresh answers until released, to make callers pile up. */
    refreshGate: null as Promise<void> | null,

    // Account
    user: { ...shopper } as UserInfo,
    addresses: [] as Address[],
    libraryTires: [] as UserTire[],
    libraryVehicles: [] as UserVehicle[],

    // Catalog and cart
    skus: catalogSkus(),
    /** The signed-in cart, newest first. */
    lines: [] as HeldLine[],
    updated: false,

    // Checkout
    installers: [sampleStation(1)] as Station[],
    pickups: [sampleStation(3, { kind: 'pickup', name: 'Downtown Pick-Up Point' })] as Station[],
    /** Refusals of the next submits, in order; then orders are placed. */
    submitFailures: [] as ErrorAnswer[],
    submits: [] as Array<CheckoutRequest & { submitId: string }>,
    confirms: [] as CheckoutRequest[],
    /** Cars booked per installer slot, by 'stationId YYYY-MM-DD HH:mm' (issue 19). */
    slotsBooked: new Map<string, number>(),

    // Orders and payment
    orders: [] as OrderDetail[],
    payInfo: samplePayInfo() as PayInfoAnswer,
    /** Answers POST /p/order/pay: what the gateway says, or a refusal. */
    pay: (_payType: number): PayAnswer | ErrorAnswer => ({
      payNumber: 'P1',
      status: 'succeeded',
      redirectUrl: null,
    }),
    /** Pay statuses answered one by one; the last one repeats. */
    payStatuses: [PayResultStatus.Success] as PayResultStatus[],
    logistics: null as OrderLogistics | null,

    // Invoices: at most one per order
    invoices: [] as InvoiceAnswer[],

    // Points: the records oldest first (the balance is their sum) and the sign-ins by Los Angeles day, oldest first
    points: {
      records: [] as PointsRecord[],
      signIns: [] as HeldSignIn[],
      locked: 0,
      expiringSoon: null as PointsSummary['expiringSoon'],
      /** What POST /p/points/signIn says of a free spin (the streak reaching the wheel's free-spin day). */
      freeSpinWon: false,
    },

    // Balance: its records oldest first; the balance is their sum, as the server keeps it
    wallet: {
      records: [] as WalletRecord[],
      topUpOptions: sampleTopUpOptions(),
      /** Top-ups made, oldest first; a test marks one paid as the payment notification would. */
      topUps: [] as TopUpAnswer[],
    },

    // The lucky wheel (raffle-wheel): the answer of GET /p/raffle beside the points records' balance, and the spins to draw
    raffle: sampleRaffle(),
    /** The prizes the next spins land on, by index; the first prize when none is left. */
    draws: [] as number[],

    // Reviews of every product, as written (prod-comm) or given by a test
    reviews: [] as HeldReview[],

    // After-sales: refund requests, oldest first, and the photos uploaded so far
    refunds: [] as RefundDetail[],
    photos: 0,

    chat: freshChat(),
    /** Requests for tires when none fit, as sent (issue 19). */
    tireRequests: [] as TireRequestCreate[],
    notices: freshNotices(),
  };
}

export type Backend = ReturnType<typeof freshBackend> & { skus: Map<number, CatalogSku> };

/** The one fake server every web test talks to through MSW; `resetBackend` runs before each test. */
export const backend: Backend = freshBackend();

export function resetBackend(): void {
  Object.assign(backend, freshBackend());
}

export const skuOf = (skuId: number): CatalogSku | undefined => backend.skus.get(skuId);

/** An answer checked against its contract in @tread/domain, as the real server's would be. */
export function answer<T extends JsonBodyType>(schema: { parse: (data: unknown) => T }, data: unknown) {
  return HttpResponse.json(schema.parse(data));
}

/** An error answer: a refusal of the catalog in @tread/domain (its status, code, message, field), or a 5xx. */
export type ErrorAnswer = RefusalBody | { status: 500 | 502 | 503; code: 'SERVER_ERROR'; message: string };

export function refuse(body: ErrorAnswer) {
  const { status, ...error } = body;
  return HttpResponse.json(error, { status });
}

export interface Asked {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

type Resolver = (asked: Asked) => Response | Promise<Response>;
type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A handler of `/api${path}` that records the call in `backend.calls` before answering. */
export function route(method: Method, path: string, resolve: Resolver) {
  return http[method](`/api${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const authorization = request.headers.get('Authorization') ?? undefined;
    const body = request.method === 'GET' ? undefined : await readBody(request.clone());
    backend.calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      authorization,
      body,
    });
    return resolve({ request, params, query: url.searchParams, body, authorization });
  });
}

/** Like `route`, for calls under /api/p that need a live access token (401 otherwise). */
export function signedInRoute(method: Method, path: string, resolve: Resolver) {
  return route(method, path, (asked) => {
    if (!asked.authorization || !backend.liveAccess.has(asked.authorization)) {
      return refuse(refusal('UNAUTHORIZED'));
    }
    return resolve(asked);
  });
}

/** The calls made to `path`. */
export const callsTo = (path: string): Call[] => backend.calls.filter((call) => call.path === path);
