import { createEffect, createEvent, createStore, sample } from 'effector';

/** Every named analytics event the app sends. Pages add theirs here (one list, no free-form names). */
export const ANALYTICS_EVENTS = [
  // connect flow (onboarding §4): one per result status
  'account_created',
  'account_associated',
  'account_imported',
  'account_reconnected',
  'login_failed',
  'login_retried',
  // onboarding
  'landing_submitted',
  'provider_lookup_failed',
  'magic_link_requested',
  'magic_link_signed_in',
  'data_consent_accepted',
  'user_form_saved',
  'logout',
  // signed-in product
  'card_swiped',
  // navigation and shell
  'page_viewed',
  'static_page_opened',
  'cookie_consent_saved',
  'agreements_accepted',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export type AnalyticsParams = Readonly<Record<string, string | number | boolean | null>>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  params?: AnalyticsParams;
}
export interface ErrorReport {
  message: string;
  status?: number;
  data?: unknown;
  /** Where it happened (an endpoint name, a route). */
  context?: string;
}

/** Send a named event. Dropped unless tracking is allowed (consent, not blocked, not the native embed). */
export const eventTracked = createEvent<AnalyticsEvent>();
/** Log an error event (a 500, a navigation error). Crash reporting is an always-on consent item. */
export const errorLogged = createEvent<ErrorReport>();

/** Whether events may leave the app; fed by the cookie-consent model (`trackingPermissionChanged`). */
export const $trackingAllowed = createStore(false);
export const trackingPermissionChanged = createEvent<boolean>();
/** Whether error reports may leave the app (false on the native embed). */
export const $errorReportingAllowed = createStore(true);
export const errorReportingPermissionChanged = createEvent<boolean>();

$trackingAllowed.on(trackingPermissionChanged, (_, allowed) => allowed);
$errorReportingAllowed.on(errorReportingPermissionChanged, (_, allowed) => allowed);

/** The adapter: a no-op until the app plugs a real one in with `fork({ handlers })`. */
export const sendEventFx = createEffect<AnalyticsEvent, void>(() => undefined);
export const sendErrorFx = createEffect<ErrorReport, void>(() => undefined);

sample({ clock: eventTracked, filter: $trackingAllowed, target: sendEventFx });
sample({ clock: errorLogged, filter: $errorReportingAllowed, target: sendErrorFx });
