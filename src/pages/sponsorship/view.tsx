import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  $firstName,
  $friendCodeResult,
  $friendCodeSending,
  $referralCode,
  $referralCodeCopied,
  $referrals,
  friendCodeSubmitted,
  referralCodeCopied,
} from '@/features/sponsorship/model';
import { ReferralCodeCard } from '@/features/sponsorship/ui/referral-code-card';
import { ReferralList } from '@/features/sponsorship/ui/referral-list';
import { usePageGate } from '@/shared/lib/router/use-page-gate';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { TextField } from '@/shared/ui/text-field';
import { StatsShareDialog } from '@/widgets/share-stats/ui/stats-share-dialog';
import { SponsorshipGate, sponsorshipShareClicked } from './model';

/** /sponsorship (spec §2): the own code (or its generating state), referrals, back to stats, share. */
export function SponsorshipPage() {
  usePageGate(SponsorshipGate);
  return <SponsorshipView />;
}

/** The page content (stories render it with a forked scope). */
export function SponsorshipView() {
  const { t } = useTranslation(['account', 'marketing']);
  const units = useUnit({
    firstName: $firstName,
    code: $referralCode,
    copied: $referralCodeCopied,
    referrals: $referrals,
    result: $friendCodeResult,
    sending: $friendCodeSending,
    copy: referralCodeCopied,
    share: sponsorshipShareClicked,
    submit: friendCodeSubmitted,
  });
  const [friendCode, setFriendCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    units.submit(friendCode);
  };
  const error =
    units.result === 'unknown_code'
      ? t('platform:user_form_referral_unknown_code')
      : units.result === 'already_referred'
        ? t('platform:user_form_referral_already_referred')
        : units.result === 'failed'
          ? t('product:cleaning_list_technical_error')
          : undefined;
  return (
    <div data-page="sponsorship" className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 pb-24 sm:p-6">
      <Link
        to="/stats"
        data-testid="back-to-stats"
        className="-ms-2 inline-flex min-h-11 items-center gap-2 self-start rounded-pill px-2 text-sm font-semibold text-text hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
      >
        <Icon name="arrow-left" size="sm" className="rtl:-scale-x-100" />
        {t('sponsorship_back')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl">
          {units.firstName ? t('sponsorship_title_name', { name: units.firstName }) : t('sponsorship_title')}
        </h1>
        <p className="text-sm text-text-muted">{t('sponsorship_text')}</p>
      </header>
      <ReferralCodeCard
        code={units.code}
        copied={units.copied}
        onCopy={() => units.copy()}
        onShare={() => units.share()}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          icon="share"
          variant="secondary"
          onClick={() => units.share()}
          data-testid="sponsorship-share"
        >
          {t('share_image_download')}
        </Button>
      </div>
      <ReferralList referrals={units.referrals} />
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm"
        aria-labelledby="friend-code-title"
      >
        <h2 id="friend-code-title" className="text-lg font-bold text-text">
          {t('friend_code_title')}
        </h2>
        <TextField
          label={t('friend_code_label')}
          value={friendCode}
          onValueChange={setFriendCode}
          error={error}
          helper={units.result === 'applied' ? t('friend_code_applied') : undefined}
          autoComplete="off"
        />
        <div>
          <Button type="submit" variant="secondary" loading={units.sending} disabled={!friendCode.trim()}>
            {t('friend_code_submit')}
          </Button>
        </div>
      </form>
      <StatsShareDialog />
    </div>
  );
}
