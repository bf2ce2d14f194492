import { describe, expect, it } from 'vitest';
import { loginFailureView } from './login-errors';

describe('login failures as the user sees them (onboarding §8)', () => {
  it('invalid_credentials: the invalid e-mail / password message; gmx and web get the IMAP variant', () => {
    expect(loginFailureView('invalid_credentials', 'yahoo', 'form')).toEqual({
      message: ['login:login_error_invalid_email_password'],
      modal: null,
    });
    expect(loginFailureView('invalid_credentials', 'gmx', 'form').message).toEqual([
      'login:login_error_invalid_email_password_imap',
    ]);
    expect(loginFailureView('invalid_credentials', 'web', 'form').message).toEqual([
      'login:login_error_invalid_email_password_imap',
    ]);
  });

  it('application_password, imap_disabled and timeout open their modals (timeout with fetch_error_text)', () => {
    expect(loginFailureView('application_password', 'yahoo', 'form')).toEqual({
      message: null,
      modal: 'applicationPassword',
    });
    expect(loginFailureView('imap_disabled', 'web', 'form')).toEqual({
      message: null,
      modal: 'imapDisabled',
    });
    expect(loginFailureView('timeout', 'aol', 'form')).toEqual({
      message: ['login:fetch_error_text'],
      modal: 'longFailure',
    });
  });

  it('an already-associated mailbox is an inline message, never the generic one', () => {
    expect(loginFailureView('mailbox_already_associated', 'google', 'multiStep').message).toEqual([
      'platform:mailbox_already_associated',
    ]);
    expect(loginFailureView('login_email_already_associated', 'web', 'form').message).toEqual([
      'platform:mailbox_already_associated',
    ]);
  });

  it('other errors: their own translation first, then the provider fallback', () => {
    expect(loginFailureView('unknown_error', 'web', 'form').message).toEqual([
      'login:error_unknown_error',
      'login:login_error_invalid_email_password_imap',
    ]);
    expect(loginFailureView('weird', 'icloud', 'form').message).toEqual([
      'login:error_weird',
      'login:login_error_invalid_email_password',
    ]);
  });

  it('multi-step flow: invalid credentials as usual, any other failure is the technical error; naver says incorrect_password', () => {
    expect(loginFailureView('invalid_credentials', 'google', 'multiStep').message).toEqual([
      'login:login_error_invalid_email_password',
    ]);
    expect(loginFailureView('application_password', 'kakao', 'multiStep')).toEqual({
      message: ['ui:cleaning_list_technical_error'],
      modal: null,
    });
    expect(loginFailureView('invalid_credentials', 'naver', 'multiStep').message).toEqual([
      'login:incorrect_password',
    ]);
    expect(loginFailureView('unknown_error', 'naver', 'multiStep').message).toEqual([
      'login:incorrect_password',
    ]);
  });
});
