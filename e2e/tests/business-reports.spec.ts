import { expect, test } from '../helpers/roles';
import { UPLOAD_WAIT } from '../helpers/sheets';

/*
 * Amazon's Business Reports uploaded as Seller Central writes them (UTF-8 with a BOM, every field quoted,
 * "3,395", "$5,216.29", 12.34%): the demo seller opens the Data Vault, chooses Amazon US and last month in the
 * Amazon Business Reports panel, uploads a Child Item report and reads what it held (rows, sessions, units and
 * sales in dollars); the same file again changes nothing; a file that is no Business Report is refused, naming
 * its header.
 */

const HEADER = [
  '(Parent) ASIN',
  '(Child) ASIN',
  'Title',
  'SKU',
  'Sessions',
  'Session Percentage',
  'Page Views',
  'Page Views Percentage',
  'Buy Box Percentage',
  'Units Ordered',
  'Unit Session Percentage',
  'Ordered Product Sales',
  'Total Order Items',
];
const csv = (rows: string[][]) =>
  Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(`${[HEADER, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n')}\r\n`),
  ]);

test('a seller uploads a Business Report and reads what it held; the same file again changes nothing', async ({
  as,
}) => {
  test.setTimeout(180_000);
  const seller = await as('seller');
  await seller.goto('/data');
  const panel = seller.getByTestId('business-report-upload');
  await expect(panel).toContainText('Amazon Business Reports');
  await panel.getByRole('combobox', { name: 'Amazon Marketplace' }).click();
  await seller.getByRole('option', { name: 'Amazon US', exact: true }).click();
  await panel.getByRole('button', { name: 'Last Month' }).click();

  const code = `E2E-BR-${Date.now()}`;
  const file = csv([
    [
      'B0E2EPAR',
      'B0E2E00001',
      'Mug, "Large"',
      `${code}-1`,
      '3,395',
      '1.50%',
      '4,001',
      '2.25%',
      '98.50%',
      '120',
      '3.53%',
      '$5,216.29',
      '118',
    ],
    [
      'B0E2EPAR',
      'B0E2E00002',
      'Mug, small',
      `${code}-2`,
      '605',
      '0.25%',
      '700',
      '0.40%',
      '100.00%',
      '30',
      '4.96%',
      '$1,000.00',
      '30',
    ],
  ]);
  const upload = () =>
    seller
      .getByTestId('business-report-input')
      .setInputFiles({ name: 'BusinessReport.csv', mimeType: 'text/csv', buffer: file });
  await upload();
  await expect(seller.getByTestId('business-report-result')).toHaveText(
    'Detail Page Sales and Traffic by Child Item read: 2 rows, 4,000 sessions, 4,701 page views, 150 units, $6,216.29 ordered product sales: 2 new, 0 changed, 0 unchanged, 0 replaced.',
    UPLOAD_WAIT,
  );
  await upload();
  await expect(seller.getByTestId('business-report-result')).toContainText(
    ': 0 new, 0 changed, 2 unchanged, 0 replaced.',
    UPLOAD_WAIT,
  );

  await seller.getByTestId('business-report-input').setInputFiles({
    name: 'campaigns.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('"Date","Campaign Name","Impressions"\r\n"10/01/2026","A","5"\r\n'),
  });
  await expect(seller.getByRole('table', { name: 'Upload errors' })).toContainText(
    'This file is not a Business Report this screen knows. Its header is: Date, Campaign Name, Impressions.',
    UPLOAD_WAIT,
  );
});
