import { centsToEuros, translate, type Language, type TaxNames } from '@vo/domain';
import { invoiceConcept } from './invoice-concept';
import type { InvoiceRow } from './invoice-rows';
import { createPdfDocument } from '../lib/pdf/pdf-document';

const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : `${language}-ES`, { style: 'currency', currency: 'EUR' }).format(centsToEuros(cents));

/** Why an invoice rectifies, for people: the translated code, then the words of whoever refunded in brackets. */
const rectificationReason = ({ rectification, reason }: InvoiceRow['invoice'], t: (key: string) => string) =>
  [rectification && t(`rectification.${rectification}`), reason && `(${reason})`].filter(Boolean).join(' ');

/** The tax by its one name (variables): the company's on what it sells, the member's own on a self-billing invoice. */
const invoiceTaxName = (type: InvoiceRow['invoice']['invoiceType'], names: TaxNames) => (type === 'issued' ? names.transferTaxName : names.taxName);

/** The invoice as a PDF (A4): parties with their tax data, the concept, and the amounts; a rectifying one names the invoice it corrects. */
export function renderInvoicePdf({ invoice, rectifiesNo }: InvoiceRow, language: Language, taxNames: TaxNames): Promise<Buffer> {
  const t = (key: string) => translate(language, `pdf.${key}`);
  const { doc, bytes } = createPdfDocument({ size: 'A4', margin: 50, info: { Title: invoice.invoiceNo } });

  const rectifying = invoice.rectifiesInvoiceId !== null;
  // A rectifying invoice must not pass for an ordinary one: its title stands out in capitals.
  const title = rectifying ? t(`rectifyingTitle.${invoice.invoiceType}`).toLocaleUpperCase(language) : t(`title.${invoice.invoiceType}`);
  doc.font('bold').fontSize(20).text(title, { align: 'right' });
  doc.font('regular').fontSize(10).text(`${t('number')}: ${invoice.invoiceNo}`, { align: 'right' }).text(`${t('date')}: ${invoice.issuedOn}`, { align: 'right' });
  if (rectifying) doc.text(`${t('rectifies')}: ${rectifiesNo ?? ''}`, { align: 'right' }).text(`${t('reason')}: ${rectificationReason(invoice, t)}`, { align: 'right' });
  doc.moveDown(2);
  const top = doc.y;
  const party = (label: string, p: Record<string, string>, x: number) => {
    doc.fontSize(9).fillColor('#666').text(label, x, top).fillColor('#000').fontSize(11);
    doc.text(p.name ?? '', x).text(`${t('taxId')}: ${p.taxId ?? ''}`, x).text(p.address ?? '', x, undefined, { width: 230 });
  };
  party(t('issuer'), invoice.parties.issuer, 50);
  party(t('recipient'), invoice.parties.recipient, 310);
  doc.moveDown(3);
  doc.x = 50;
  doc.fontSize(11).text(`${t('concept')}: ${invoiceConcept(invoice, language)}`);
  doc.moveDown();
  const line = (label: string, cents: number) => doc.text(`${label}: ${money(cents, language)}`, { align: 'right' });
  line(t('net'), invoice.net);
  line(`${invoiceTaxName(invoice.invoiceType, taxNames)} (${invoice.taxRateBp / 100} %)`, invoice.tax);
  if (invoice.fee) line(t('fee'), invoice.fee);
  if (invoice.withholding) line(t('withholding'), -invoice.withholding);
  doc.font('bold').fontSize(13).text(`${t('total')}: ${money(invoice.actualAmount, language)}`, { align: 'right' });
  doc.end();
  return bytes;
}
