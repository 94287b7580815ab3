import { TAXPAYER_NUMBER_DIGITS } from '@tread/domain';

/** invoice-detail: applying for an order's invoice, then its state and PDF (SPEC §3 'Invoice', §4, §5). */
export const enInvoice = {
  missing: 'No order number was given.',
  order: 'Order number',
  amount: 'Amount',
  typeLabel: 'Invoice type',
  type: {
    personal: 'Personal',
    unit: 'Business',
  },
  fullName: 'Full name',
  companyName: 'Company name',
  titleHint: {
    personal: 'The name printed on the invoice',
    unit: "Your company's legal name",
  },
  taxpayerNumber: 'Taxpayer number (EIN)',
  taxpayerHint: `${TAXPAYER_NUMBER_DIGITS} digits, e.g. 12-3456789`,
  apply: 'Apply for invoice',
  applyIntro: 'Once the invoice is issued, you can download it here as a PDF.',
  status: 'Status',
  title: 'Title',
  content: 'Content',
  appliedAt: 'Applied on',
  issuedAt: 'Issued on',
  invoiceNumber: 'Invoice number',
  download: 'Download PDF',
  reviewing: 'We are reviewing your application. The PDF is ready to download once the invoice is issued.',
} as const;
