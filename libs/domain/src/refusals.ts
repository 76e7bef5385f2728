import { bookingMessages } from './appointments.ts';
import { CONSENT_REQUIRED_CODE } from './consent.ts';
import { intakeMessages } from './measures/intake.ts';
import { privacyMessages } from './privacy.ts';
import { seriesMessages } from './series.ts';

/**
 * The code of a refusal that says no more than its status: the shared error handler gives it to every 4xx body
 * without a code of its own (validation, authentication, a missing record, a rate limit…), in every service, so a
 * client can always branch on `code` and never on the Spanish `detail`.
 */
export const genericRefusalCodes = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'too_many_requests',
} as const;

export type GenericRefusalCode = (typeof genericRefusalCodes)[keyof typeof genericRefusalCodes];

/** The generic code of a 4xx status; `invalid_request` for a status not listed above. */
export const genericRefusalCode = (status: number): GenericRefusalCode =>
  (genericRefusalCodes as Record<number, GenericRefusalCode | undefined>)[status] ?? genericRefusalCodes[400];

/** Why the video room refuses to let someone in (409, with the room's hours). */
export const sessionRefusalCodes = ['room_not_open', 'not_confirmed', 'session_ended'] as const;

/**
 * Refusals a client tells apart, each with its one sentence (the server sends it as `detail`; a client branches
 * on the code and shows `detail` or its own words). `null`: the sentence names the case (the documents to accept,
 * the room's hours), so the server writes it each time.
 */
export const refusals = {
  /** 409: someone else took the slot first (booking, series, reschedule). */
  slot_taken: bookingMessages.slotTaken,
  /** 409: some dates of a weekly series are no longer free (`dates` says which). */
  series_dates_taken: seriesMessages.datesTaken,
  /** 409: upcoming paid or confirmed sessions stop the account's erasure (`sessions` lists them). */
  erasure_blocked: privacyMessages.upcomingSessions,
  /** 403: the person must accept the legal documents in force first (the shell then shows them). */
  [CONSENT_REQUIRED_CODE]: null,
  /** 404: the patient has not filled in their 'Ficha de ingreso' yet. */
  intake_not_filled: intakeMessages.notFound,
  /** 400: the password-reset link is unknown, used or expired; `detail` is the token INVALID_TOKEN, the screen has its own words. */
  reset_token_invalid: null,
  /** 409: the video room is not open yet or any more / the session is not confirmed / it has ended. */
  room_not_open: null,
  not_confirmed: null,
  session_ended: null,
} as const satisfies Record<string, string | null> & Record<(typeof sessionRefusalCodes)[number], null>;

export type SpecificRefusalCode = keyof typeof refusals;
export type RefusalCode = GenericRefusalCode | SpecificRefusalCode;
/** The refusals with one fixed sentence (the server writes `refusals[code]`). */
export type FixedRefusalCode = { [K in SpecificRefusalCode]: (typeof refusals)[K] extends string ? K : never }[SpecificRefusalCode];

export const refusalCodes: readonly [RefusalCode, ...RefusalCode[]] = [
  ...new Set(Object.values(genericRefusalCodes)),
  ...(Object.keys(refusals) as SpecificRefusalCode[]),
] as [RefusalCode, ...RefusalCode[]];
