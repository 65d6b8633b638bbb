/**
 * The e-mail validation service's verdict (spec 7: GET /services/contact/mail/validate answers truthy or false):
 * the address passes the shared e-mail rule and its domain is not a known throw-away mailbox provider.
 */
import { RULES } from '#domain/validation/index.ts';

/** A short list of the most common disposable-mailbox domains (and their subdomains). */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'sharklasers.com',
  'spamgourmet.com',
  'temp-mail.org',
  'tempmail.com',
  'tempr.email',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
]);

export function isDisposableDomain(domain: string): boolean {
  const parts = domain.toLowerCase().split('.');
  for (let i = 0; i < parts.length - 1; i++) if (DISPOSABLE_DOMAINS.has(parts.slice(i).join('.'))) return true;
  return false;
}

/** Whether the service should answer true for this address. Never throws: anything odd is false. */
export function acceptableEmail(email: unknown, brand: string): boolean {
  try {
    if (typeof email !== 'string') return false;
    const value = email.trim();
    if (value === '' || RULES.email(value, { brand, values: { email: value }, required: true, field: 'email' }) !== null) return false;
    const domain = value.slice(value.lastIndexOf('@') + 1);
    return !isDisposableDomain(domain);
  } catch {
    return false;
  }
}
