import { formatLaDate, formatPrice, InvoiceType, type OrderDetail } from '@tread/domain';
import PDFDocument from 'pdfkit';
import type { invoices } from './tables';

type InvoiceRow = typeof invoices.$inferSelect;

/** The shop as its invoices name it. */
const SELLER = ['Tread, Inc.', '350 S Grand Ave, Los Angeles, CA 90071', 'support@tread.example'];

const LEFT = 50;
const RIGHT = 562;
const COLUMNS = { item: LEFT, qty: 360, price: 410, total: 490 };

/** The order's money lines as the invoice lists them: only those that are not zero, then the total. */
function moneyLines(order: OrderDetail): [string, number][] {
  const a = order.amounts;
  const tax =
    a.taxRate === null
      ? 'Sales tax'
      : `Sales tax (${a.taxRate}%${a.taxJurisdiction ? `, ${a.taxJurisdiction}` : ''})`;
  const lines: [string, number][] = [
    ['Items', a.itemTotal],
    ['Shipping', a.shippingFee],
    ['Tire installation', a.tireInstallationFee],
    ['Free installation', a.installationSavings],
    ['Service fee', a.serviceFee],
    ['State tire fee', a.stateTireFee],
    ['Discounts', -a.discount],
    [tax, a.salesTax],
  ];
  return lines.filter(([label, cents]) => cents !== 0 || label === 'Items');
}

/** The invoice as a PDF (US Letter): the seller, the buyer's title, the order's lines, fees, discounts, tax, total. */
export function invoicePdf(invoice: InvoiceRow, order: OrderDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    info: { Title: `Invoice ${invoice.invoiceNumber ?? ''}`, Author: SELLER[0] },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('INVOICE', LEFT, 50);
  doc.font('Helvetica').fontSize(10).text(SELLER.join('\n'), LEFT, 80);
  doc
    .fontSize(10)
    .text(`Invoice number: ${invoice.invoiceNumber ?? ''}`, 330, 55, { width: RIGHT - 330, align: 'right' })
    .text(`Issued: ${invoice.issuedAt ? formatLaDate(invoice.issuedAt) : ''}`, {
      width: RIGHT - 330,
      align: 'right',
    })
    .text(`Order: ${order.orderNumber}`, { width: RIGHT - 330, align: 'right' })
    .text(`Ordered: ${formatLaDate(new Date(order.createdAt))}`, { width: RIGHT - 330, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(11).text('Bill to', LEFT, 150);
  doc.font('Helvetica').fontSize(10).text(invoice.title);
  if (invoice.type === InvoiceType.Unit && invoice.taxpayerNumber) {
    doc.text(`Taxpayer number: ${invoice.taxpayerNumber.slice(0, 2)}-${invoice.taxpayerNumber.slice(2)}`);
  }
  doc.text(invoice.content);

  let y = 230;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Item', COLUMNS.item, y).text('Qty', COLUMNS.qty, y).text('Price', COLUMNS.price, y);
  doc.text('Amount', COLUMNS.total, y, { width: RIGHT - COLUMNS.total, align: 'right' });
  doc
    .moveTo(LEFT, y + 15)
    .lineTo(RIGHT, y + 15)
    .stroke();
  doc.font('Helvetica');
  y += 24;
  for (const item of order.items) {
    // Product names mostly start with their brand already.
    const product = item.prodName.startsWith(item.brandName)
      ? item.prodName
      : `${item.brandName} ${item.prodName}`;
    const name = `${product}${item.displaySize ? ` ${item.displaySize}` : ''}`;
    doc.text(name, COLUMNS.item, y, { width: COLUMNS.qty - COLUMNS.item - 10 });
    const rowBottom = doc.y;
    doc.text(String(item.count), COLUMNS.qty, y).text(formatPrice(item.price), COLUMNS.price, y);
    doc.text(formatPrice(item.price * item.count), COLUMNS.total, y, {
      width: RIGHT - COLUMNS.total,
      align: 'right',
    });
    y = Math.max(rowBottom, y + 14) + 6;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;
  for (const [label, cents] of moneyLines(order)) {
    doc
      .text(label, 330, y)
      .text(formatPrice(cents), COLUMNS.total, y, { width: RIGHT - COLUMNS.total, align: 'right' });
    y += 16;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Total', 330, y + 4);
  doc.text(formatPrice(order.amounts.total), COLUMNS.total - 20, y + 4, {
    width: RIGHT - COLUMNS.total + 20,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(
    `Paid by ${order.paymentLabel ?? 'card'}${order.paidAt ? ` on ${formatLaDate(new Date(order.paidAt))}` : ''}. All amounts in US dollars.`,
    LEFT,
    y + 40,
  );
  doc.end();
  return done;
}
