import { Messages } from '@tread/domain';
import Share2 from 'lucide-react/icons/share-2';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../ui/Button';
import { showToast } from '../../ui/toast';

/** A share sheet closed without sharing is the shopper's choice, not a failure. */
const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Share with friends': the phone's share sheet (Web Share API) with the group's page, or, where there is none,
 * the link copied to the clipboard with a toast.
 */
export function ShareGroupButton({
  sharePath,
  title,
  variant = 'accent',
}: {
  sharePath: string;
  /** The product, as the shared message's title. */
  title: string;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(sharePath, window.location.origin).toString();
    const browser = window.navigator;
    if (typeof browser.share === 'function') {
      try {
        await browser.share({ title, text: t('groupBuy.shareText'), url });
        return;
      } catch (error) {
        if (isCancel(error)) return;
      }
    }
    try {
      await browser.clipboard.writeText(url);
      showToast(t('groupBuy.copied'));
    } catch {
      showToast(Messages.OperationFailed);
    }
  };
  return (
    <Button
      variant={variant}
      block
      icon={<Share2 size={18} aria-hidden="true" />}
      onClick={() => void share()}
    >
      {t('groupBuy.share')}
    </Button>
  );
}
