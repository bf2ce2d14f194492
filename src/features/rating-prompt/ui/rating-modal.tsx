import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/shared/ui/dialog';
import { ExternalLinkButton } from '@/shared/ui/external-link-button';
import { Icon } from '@/shared/ui/icon';

const STARS = [1, 2, 3, 4, 5];

export interface RatingModalProps {
  open: boolean;
  /** The review site's page for the user's country (the model picks the country). */
  reviewUrl: string;
  /** The review link was followed (the modal is closed by the model). */
  onReview?: () => void;
  /** Maybe later, Escape, the overlay or the close button. */
  onClose: () => void;
}

/** Invites the user to review the product on a review site, after enough senders were sorted. */
export function RatingModal({ open, reviewUrl, onReview, onClose }: RatingModalProps) {
  const { t } = useTranslation('overlays');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="sm">
        <DialogHeader
          media={
            <span
              aria-hidden="true"
              className="mb-4 inline-flex items-center gap-1 rounded-pill bg-warning-soft px-4 py-3 text-warning"
            >
              {STARS.map((star) => (
                <Icon key={star} name="star" size={star === 3 ? 'xl' : 'lg'} className="fill-current" />
              ))}
            </span>
          }
        >
          <DialogTitle>{t('rating_title')}</DialogTitle>
          <DialogDescription>{t('rating_text')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t('rating_later')}
          </Button>
          <ExternalLinkButton href={reviewUrl} onClick={onReview}>
            {t('rating_review')}
          </ExternalLinkButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
