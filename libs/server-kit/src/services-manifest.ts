/**
 * The one list of the services: what the gateway (embedded and split), the database roles, the privacy requests,
 * the admins' access log and lint know about each. Data only, importing nothing, so a migration, a service, the
 * gateway and `eslint.config.js` can all read it. A service's name is its folder (`services/<name>`), its package
 * (`@emind/<name>`), its Postgres schema and role (`<prefix>_<name>`) and its health route (`/api/<name>/health`).
 * Adding a service: its folder, one entry here, and one line in the gateway's `service-plugins.ts`.
 */
export interface ServiceEntry<Name extends string = string> {
  /** Where split mode runs it unless `<NAME>_PORT` says otherwise. */
  port: number;
  /** Its routes take WebSocket upgrades, which the gateway proxies too in split mode. */
  websocket?: boolean;
  /**
   * Views in its schema that other services read, each with its readers. A view runs with its owner's rights, so a
   * reader needs nothing on the base tables; split mode grants these and nothing else.
   */
  publishes: Readonly<Record<string, readonly Name[]>>;
  /** Functions in its schema others may call (`name(argument types)`), each with its callers. */
  functions?: Readonly<Record<string, readonly Name[]>>;
  /** The variables its config reads, passed on to its process in split mode (besides what every process gets). */
  environment: readonly string[];
  /**
   * It does its part of each export and erasure (`<name>.privacy_parts`) and keeps an access log (`<name>.access_events`),
   * which identity assembles, waits for and lists; `label` names that part in Spanish on the admins' 'Solicitudes de datos'.
   */
  privacy: false | { label: string };
}

/** The manifest's shape: every reader and caller is one of its own services. */
export type ServiceManifest<Names extends string = string> = { readonly [N in Names]: ServiceEntry<Names> };

/** Checks, at compile time, that every reader named is a service of the same manifest. */
export function defineServices<const M extends { readonly [N in keyof M]: ServiceEntry<Extract<keyof M, string>> }>(manifest: M): M {
  return manifest;
}

/** Uploaded files: the local directory or the bucket, with the AWS SDK's own credential variables. */
export const storageVariables = ['EMIND_DATA_DIR', 'EMIND_STORAGE_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION', 'AWS_DEFAULT_REGION'] as const;
/** The outbox, the background jobs, and the demo data a first start seeds. */
export const mailAndJobVariables = ['SMTP_URL', 'MAIL_FROM', 'EMIND_JOB_INTERVAL_MS', 'EMIND_SEED_DEMO'] as const;
/** Only for the services that use Redis (shared rate-limit counters, the sessions bus): anyone on it may publish. */
export const redisVariables = ['REDIS_URL'] as const;

const allButIdentity = ['catalogue', 'booking', 'reviews', 'sessions', 'measures', 'billing', 'payments', 'messaging'] as const;

/** In start order: split mode starts them one after another, and embedded mode mounts them in this order. */
export const serviceManifest = defineServices({
  identity: {
    port: 8101,
    publishes: {
      profile_directory: ['catalogue', 'booking', 'reviews', 'measures', 'billing', 'payments', 'messaging'],
      profile_contacts: ['catalogue', 'booking', 'billing'],
      payout_accounts: ['catalogue', 'booking', 'payments'],
      payout_readiness: ['catalogue', 'booking', 'reviews'],
      account_access: allButIdentity,
      legal_acceptances: ['booking', 'reviews', 'measures'],
      privacy_requests: allButIdentity,
      optional_mail: ['booking'],
    },
    functions: {
      'password_check_for(integer, integer, integer)': ['messaging'],
      'clear_password_failures(integer)': ['messaging'],
    },
    environment: [
      ...redisVariables, ...storageVariables, ...mailAndJobVariables, 'EMIND_PUBLIC_ORIGIN', 'EMIND_ALLOWED_ORIGINS', 'CONTACT_EMAIL',
      'EMIND_ADMIN_EMAIL', 'EMIND_ADMIN_PASSWORD', 'EMIND_RATE_LIMITS', 'EMIND_ERASURE_DAYS',
    ],
    privacy: { label: 'Cuenta y perfil' },
  },
  catalogue: {
    port: 8102,
    publishes: {
      psychologist_listing: ['booking', 'reviews'],
      psychologist_credentials: ['billing'],
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [...storageVariables, ...mailAndJobVariables, 'EMIND_DIRECTORY_CACHE_ENTRIES'],
    privacy: { label: 'Perfil profesional' },
  },
  booking: {
    port: 8103,
    publishes: {
      weekly_schedule_blocks: ['catalogue', 'reviews'],
      taken_intervals: ['catalogue'],
      unavailable_dates: ['catalogue'],
      psychologist_cancellation_policies: ['catalogue'],
      client_appointment_summary: ['identity'],
      completed_sessions: ['reviews'],
      session_appointments: ['sessions'],
      upcoming_sessions: ['identity'],
      care_sessions: ['measures', 'messaging'],
      billing_sessions: ['billing'],
      payable_appointments: ['payments'],
      refunds_due: ['payments'],
      cancellations_kept: ['payments'],
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    functions: {
      'accept_erasure(integer, timestamptz)': ['identity'],
      'confirm_card_payment(integer, bigint, timestamptz)': ['payments'],
      'record_card_refund(integer, timestamptz)': ['payments'],
    },
    environment: [
      ...storageVariables, ...mailAndJobVariables, 'EMIND_PUBLIC_ORIGIN', 'EMIND_PAYMENT_HOLD_MINUTES', 'EMIND_VIDEO', 'MEETING_BASE_URL',
      'EMIND_PLATFORM_ADMIN_EMAIL', 'EMIND_ADMIN_EMAIL', 'EMIND_REMINDER_HOURS', 'EMIND_RETENTION_PAYMENT_YEARS', 'EMIND_RETENTION_CLINICAL_YEARS',
      'EMIND_SERIES_PAYMENT_DAYS', 'EMIND_RESCHEDULE_MIN_HOURS', 'EMIND_PAYMENT_METHODS', 'EMIND_WEBPAY_HOLD_MINUTES',
    ],
    privacy: { label: 'Citas' },
  },
  reviews: {
    port: 8104,
    publishes: {
      psychologist_ratings: ['catalogue'],
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [...mailAndJobVariables, 'EMIND_DATA_DIR'],
    privacy: { label: 'Reseñas' },
  },
  sessions: {
    port: 8105,
    websocket: true,
    publishes: {
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [
      ...redisVariables, ...mailAndJobVariables, 'EMIND_DATA_DIR', 'EMIND_SESSION_EARLY_MINUTES', 'EMIND_SESSION_GRACE_MINUTES',
      'EMIND_TURN_URLS', 'EMIND_TURN_SECRET', 'EMIND_VIDEO_RELAY_ONLY', 'EMIND_SIGNALING_KEY', 'EMIND_RATE_LIMITS',
    ],
    privacy: { label: 'Sesiones por video' },
  },
  measures: {
    port: 8106,
    publishes: {
      declared_minors: ['booking'],
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [...mailAndJobVariables, 'EMIND_DATA_DIR', 'EMIND_PUBLIC_ORIGIN'],
    privacy: { label: 'Ficha de ingreso y cuestionarios' },
  },
  billing: {
    port: 8107,
    publishes: {
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [
      ...redisVariables, ...storageVariables, ...mailAndJobVariables, 'EMIND_PUBLIC_ORIGIN', 'EMIND_BOLETA_REMINDER_DAYS', 'EMIND_PLATFORM_ADMIN_EMAIL',
      'EMIND_ADMIN_EMAIL', 'EMIND_RETENTION_PAYMENT_YEARS', 'EMIND_RATE_LIMITS',
    ],
    privacy: { label: 'Boletas' },
  },
  payments: {
    port: 8108,
    publishes: {
      open_card_payments: ['booking'],
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [
      ...mailAndJobVariables, 'EMIND_DATA_DIR', 'EMIND_PUBLIC_ORIGIN', 'EMIND_PAYMENT_METHODS', 'EMIND_WEBPAY_HOLD_MINUTES', 'EMIND_WEBPAY_COMMERCE_CODE',
      'EMIND_WEBPAY_API_KEY', 'EMIND_WEBPAY_ENVIRONMENT', 'EMIND_WEBPAY_TIMEOUT_MS', 'EMIND_RETENTION_PAYMENT_YEARS',
    ],
    privacy: { label: 'Pagos con tarjeta' },
  },
  messaging: {
    port: 8109,
    websocket: true,
    publishes: {
      privacy_parts: ['identity'],
      access_events: ['identity'],
    },
    environment: [
      ...redisVariables, ...mailAndJobVariables, ...storageVariables, 'EMIND_PUBLIC_ORIGIN', 'EMIND_MESSAGE_MAIL_MINUTES', 'EMIND_MESSAGING_KEY', 'EMIND_RATE_LIMITS',
      'EMIND_RETENTION_CLINICAL_YEARS',
    ],
    privacy: { label: 'Mensajes' },
  },
});

export type ServiceName = keyof typeof serviceManifest;
export const serviceNames = Object.keys(serviceManifest) as ServiceName[];

/** One entry, read through the manifest's shape (its optional fields present or not). */
export const serviceEntry = (name: ServiceName): ServiceEntry<ServiceName> => serviceManifest[name];

/** The variable that points the gateway at a service in split mode: `BOOKING_URL`. */
export const upstreamVariable = (name: string): string => `${name.toUpperCase()}_URL`;
/** The variable that moves a service's port in split mode: `BOOKING_PORT`. */
export const portVariable = (name: string): string => `${name.toUpperCase()}_PORT`;

/** The services whose entry has a `privacy` part: each does its part of every export and erasure and keeps an access log. */
export type PrivacyService = { [N in ServiceName]: (typeof serviceManifest)[N]['privacy'] extends false ? never : N }[ServiceName];
export const privacyServices = serviceNames.filter((name): name is PrivacyService => serviceEntry(name).privacy !== false);
/** A privacy service's part as the admins' 'Solicitudes de datos' names it: 'Citas'. */
export const privacyPartLabel = (name: PrivacyService): string => serviceManifest[name].privacy.label;
