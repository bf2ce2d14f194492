import { partnerExists } from '../data/records';
import { findUser, findUserByPartnerCode, updateUser } from '../data/users';
import type { SqlClient } from '../db/sql-client';

export type ReferralOutcome = 'ok' | 'unknown_code' | 'already_referred';

/** Records who referred the user: a partner code (e.g. we-forest) or another user's own code. */
export async function applyReferral(
  db: SqlClient,
  userId: string,
  rawCode: string,
): Promise<ReferralOutcome> {
  const code = rawCode.trim();
  const user = await findUser(db, userId);
  if (!user) return 'unknown_code';
  const isPartner = await partnerExists(db, code);
  const referrer = isPartner ? null : await findUserByPartnerCode(db, code.toUpperCase());
  if (!isPartner && (!referrer || referrer.id === userId)) return 'unknown_code';
  if (user.referred_by_partner || user.referred_by_user_id) return 'already_referred';
  await updateUser(db, userId, {
    referred_by_partner: isPartner ? code : null,
    referred_by_user_id: referrer?.id ?? null,
    referred_at: new Date(),
  });
  return 'ok';
}
