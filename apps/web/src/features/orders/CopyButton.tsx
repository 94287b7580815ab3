import { Messages } from '@tread/domain';
import Copy from 'lucide-react/icons/copy';
import { showToast } from '../../ui/toast';
import './orders.css';

export interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. 'Copy order number'. */
  label: string;
  /** Toast once copied. */
  done: string;
}

/** Copies an order or tracking number; browsers without clipboard access (plain http) say it failed. */
export function CopyButton({ text, label, done }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(done);
    } catch {
      showToast(Messages.OperationFailed);
    }
  };
  return (
    <button type="button" className="icon-button copy-button" aria-label={label} onClick={() => void copy()}>
      <Copy size={18} aria-hidden="true" />
    </button>
  );
}
