import type { Cell } from '../../../platform/spreadsheets';
import type { MappedRow } from '../../../platform/uploads';
import type { Locale } from '../vault/plain';

/**
 * The locale an Amazon flat file was written in, told from its first rows. Amazon writes reports in the
 * marketplace's locale: European settlement files say '14.03.2023 07:49:55 UTC' and '1141,18', US ones
 * '2023-01-01 00:00:00 UTC' and '1234.56'. A day.month.year date means a decimal comma; otherwise amounts
 * vote: a comma or a dot followed by one, two or four+ digits at the end is a decimal separator ('1,141'
 * alone decides nothing). Ties and files without evidence read as '.'.
 */
export function detectLocale(
  sample: readonly MappedRow[],
  fields: { numbers: readonly string[]; dates: readonly string[] },
): Locale {
  let comma = 0;
  let dot = 0;
  let monthFirst = 0;
  let dayFirst = 0;
  const text = (c: Cell | undefined) => (c?.type === 'string' ? c.value.trim() : '');
  for (const row of sample) {
    for (const f of fields.dates) {
      const v = text(row.cells[f]);
      if (/^\d{1,2}\.\d{1,2}\.\d{4}/.test(v)) comma += 10;
      const slash = /^(\d{1,2})\/(\d{1,2})\/\d{4}/.exec(v);
      if (slash && Number(slash[1]) > 12) dayFirst++;
      if (slash && Number(slash[2]) > 12) monthFirst++;
    }
    for (const f of fields.numbers) {
      const v = text(row.cells[f]).replace(/^[-+(]/, '');
      if (/\d,(\d{1,2}|\d{4,})\)?$/.test(v) || /\.\d{3},\d/.test(v)) comma++;
      else if (/\d\.(\d{1,2}|\d{4,})\)?$/.test(v) || /,\d{3}\.\d/.test(v)) dot++;
    }
  }
  const decimal = comma > dot ? ',' : '.';
  return { decimal, dateOrder: monthFirst > dayFirst ? 'mdy' : 'dmy' };
}
