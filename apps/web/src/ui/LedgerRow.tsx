import type { ReactNode } from 'react';
import { formatDateTime } from './format';
import './ledger-row.css';

export interface LedgerRowProps {
  label: string;
  /** ISO time, shown in Los Angeles time. */
  time: string;
  /** The signed change as shown: '+10', '-$42.50'. */
  change: string;
  gain: boolean;
  note?: string | null;
  /** What the change refers to: order or refund links. */
  children?: ReactNode;
}

/** One change of a balance (money or points): why, when, what it refers to, a note, and how much. */
export function LedgerRow({ label, time, change, gain, note, children }: LedgerRowProps) {
  return (
    <div className="ledger-row">
      <div className="ledger-row__main">
        <p className="ledger-row__label">{label}</p>
        <p className="ledger-row__meta">{formatDateTime(time)}</p>
        {children}
        {note && <p className="ledger-row__note">{note}</p>}
      </div>
      <span className={`ledger-row__change ledger-row__change--${gain ? 'gain' : 'loss'}`}>{change}</span>
    </div>
  );
}
