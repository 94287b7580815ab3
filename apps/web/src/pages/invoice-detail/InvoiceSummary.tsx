import { type InvoiceAnswer, InvoiceStatus, InvoiceType } from '@tread/domain';
import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../features/forms/server-errors';
import { useDownloadInvoice } from '../../features/invoice/api/download-invoice';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { Price } from '../../ui/Price';
import { showToast } from '../../ui/toast';

/** 123456789 → 12-3456789, the way an EIN is written. */
const einText = (digits: string): string =>
  /^\d{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;

/** An applied invoice: its state, what it says, and the PDF once issued. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceAnswer }) {
  const { t } = useTranslation();
  const download = useDownloadInvoice();
  const issued = invoice.status === InvoiceStatus.Invoiced;
  const facts: Array<[string, ReactNode]> = [
    [t('invoice.order'), invoice.orderNumber],
    [t('invoice.typeLabel'), t(`invoice.type.${invoice.type}`)],
    [t(invoice.type === InvoiceType.Unit ? 'invoice.companyName' : 'invoice.fullName'), invoice.title],
    ...(invoice.taxpayerNumber
      ? [[t('invoice.taxpayerNumber'), einText(invoice.taxpayerNumber)] as [string, string]]
      : []),
    [t('invoice.content'), invoice.content],
    [t('invoice.amount'), <Price key="amount" cents={invoice.amount} />],
    [t('invoice.appliedAt'), formatDate(invoice.appliedAt)],
    ...(invoice.issuedAt ? [[t('invoice.issuedAt'), formatDate(invoice.issuedAt)] as [string, string]] : []),
    ...(invoice.invoiceNumber
      ? [[t('invoice.invoiceNumber'), invoice.invoiceNumber] as [string, string]]
      : []),
  ];

  const save = async (downloadPath: string) => {
    try {
      await download.mutateAsync({ orderNumber: invoice.orderNumber, downloadPath });
    } catch (error) {
      // Server and network failures were toasted by the client; a refusal (not issued yet) is told here.
      const text = refusalText(error);
      if (text) showToast(text);
    }
  };

  return (
    <section className="invoice-summary" aria-labelledby="invoice-status">
      <div className={`card invoice-status${issued ? ' invoice-status--issued' : ''}`}>
        <p className="invoice-status__label">{t('invoice.status')}</p>
        <h2 id="invoice-status" className="invoice-status__text">
          {invoice.statusText}
        </h2>
        {!issued && <p className="muted">{t('invoice.reviewing')}</p>}
      </div>
      <dl className="card invoice-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.downloadPath && (
        <Button
          variant="accent"
          block
          busy={download.isPending}
          onClick={() => invoice.downloadPath && void save(invoice.downloadPath)}
        >
          <Download size={20} aria-hidden="true" />
          {t('invoice.download')}
        </Button>
      )}
    </section>
  );
}
