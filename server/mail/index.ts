/** Public entry of the mail engine (see README.md). */
export { classifyMessage, FETCH_HEADER_FIELDS } from './detection';
export type { CreateMailEngineOptions, MailEngine, MailEngineConfig, PublicAction } from './engine';
export { createMailEngine } from './engine';
export { migrateMailEngine } from './migrate';
export { PROVIDER_SETTINGS, providerForDomain, resolveServers } from './providers';
export type { ScanOutcome } from './scanner';
export type { SecretBox } from './secrets';
export { createSecretBox } from './secrets';
export type {
  ActionItem,
  ActionResult,
  DecisionItem,
  DecisionKind,
  FetchStatus,
  LoginErrorCode,
  MailboxAuth,
  MailboxInput,
  Provider,
  ScanProgress,
  SenderItem,
  ServerEndpoint,
  ServerSettings,
  SubscriptionsResult,
  UnsubscribeInfo,
  UnsubscribeResult,
  UserStats,
  VerifyLoginResult,
} from './types';
