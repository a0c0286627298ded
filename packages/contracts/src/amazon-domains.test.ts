import { describe, expect, it } from 'vitest';
import { amazonDomain, channelKey } from './amazon-domains';
import { uploadExtensions } from './uploads';

describe('Amazon domains', () => {
  it("names each marketplace's domain as Amazon's reports write the sales channel", () => {
    expect(['GB', 'UK', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'SE', 'TR', 'US'].map(amazonDomain)).toEqual([
      'Amazon.co.uk',
      'Amazon.co.uk',
      'Amazon.de',
      'Amazon.fr',
      'Amazon.it',
      'Amazon.es',
      'Amazon.nl',
      'Amazon.com.be',
      'Amazon.se',
      'Amazon.com.tr',
      'Amazon.com',
    ]);
    expect(amazonDomain('XX')).toBeNull();
    expect(channelKey(' www.Amazon.CO.UK ')).toBe(channelKey('Amazon.co.uk'));
  });

  it("lets AZ uploads of orders, settlements, returns and inventory take Amazon's flat files", () => {
    expect(uploadExtensions('orders', 'AZ')).toEqual(['.xlsx', '.xls', '.txt', '.tsv', '.csv']);
    expect(uploadExtensions('inventory', 'AZ')).toContain('.txt');
    expect(uploadExtensions('fees', 'AZ')).toEqual(['.xlsx', '.xls']);
    expect(uploadExtensions('orders', 'OT')).toEqual(['.xlsx', '.xls']);
  });
});
