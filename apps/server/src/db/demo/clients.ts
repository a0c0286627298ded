/**
 * Demo clients (workspaces) with the brands they sell, their warehouses and the marketplaces each warehouse
 * serves. Client ids follow this order: Acme Home is 1, so it is the client selected after sign-in.
 */
export interface DemoBrand {
  brand_name: string;
  brand_code: string;
}

export interface DemoWarehouse {
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  poc_name: string;
  /** Short codes of the marketplaces this warehouse ships to. */
  marketplaces: string[];
}

export interface DemoClient {
  key: 'acme' | 'borealis' | 'cedar';
  name: string;
  /** Mail domain of the client's demo users. */
  domain: string;
  email: string;
  phone: string;
  website: string;
  country: string;
  timezone: string;
  dt_create: string;
  /** Short codes of the marketplaces the client sells on. */
  marketplaces: string[];
  brands: DemoBrand[];
  warehouses: DemoWarehouse[];
}

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    key: 'acme',
    name: 'Acme Home',
    domain: 'acme.demo.marketdesk.dev',
    email: 'ops@acme.demo.marketdesk.dev',
    phone: '+1 212 555 0142',
    website: 'https://acmehome.example',
    country: 'US',
    timezone: 'America/New_York',
    dt_create: '2023-03-01T09:00:00Z',
    marketplaces: ['AZ_US', 'AZ_UK', 'AZ_DE', 'AZ_IN', 'AZ_AE', 'EB_US', 'EB_DE', 'OT_DE', 'NN_AE', 'SP_US'],
    brands: [
      { brand_name: 'Acme Home', brand_code: 'ACME' },
      { brand_name: 'Hearthline', brand_code: 'HRTH' },
      { brand_name: 'Nordhaus Kitchen', brand_code: 'NDHK' },
    ],
    warehouses: [
      {
        name: 'Acme East Coast DC',
        address: '400 Doremus Ave',
        city: 'Newark',
        state: 'NJ',
        country: 'US',
        zip_code: '07105',
        poc_name: 'Luis Ortega',
        marketplaces: ['AZ_US', 'EB_US', 'SP_US'],
      },
      {
        name: 'Acme Rhine Hub',
        address: 'Hafenstrasse 12',
        city: 'Duisburg',
        state: 'NW',
        country: 'DE',
        zip_code: '47119',
        poc_name: 'Jana Fischer',
        marketplaces: ['AZ_DE', 'AZ_UK', 'EB_DE', 'OT_DE'],
      },
      {
        name: 'Acme Bhiwandi FC',
        address: 'Plot 18, Vadpe Logistics Park',
        city: 'Bhiwandi',
        state: 'MH',
        country: 'IN',
        zip_code: '421302',
        poc_name: 'Rohan Kulkarni',
        marketplaces: ['AZ_IN'],
      },
      {
        name: 'Acme Jebel Ali',
        address: 'JAFZA South, Warehouse 7',
        city: 'Dubai',
        state: 'DU',
        country: 'AE',
        zip_code: '00000',
        poc_name: 'Omar Farouk',
        marketplaces: ['AZ_AE', 'NN_AE'],
      },
    ],
  },
  {
    key: 'borealis',
    name: 'Borealis Sports',
    domain: 'borealis.demo.marketdesk.dev',
    email: 'ops@borealis.demo.marketdesk.dev',
    phone: '+47 22 55 01 88',
    website: 'https://borealis-sports.example',
    country: 'NO',
    timezone: 'Europe/Oslo',
    dt_create: '2023-06-15T08:30:00Z',
    marketplaces: ['AZ_DE', 'AZ_UK', 'BO_NL', 'DT_FR', 'EB_DE', 'OT_DE', 'TD_TR', 'FL_CL'],
    brands: [
      { brand_name: 'Borealis', brand_code: 'BORE' },
      { brand_name: 'Summit Trail', brand_code: 'SMTR' },
      { brand_name: 'Polar Peak', brand_code: 'PLPK' },
    ],
    warehouses: [
      {
        name: 'Borealis Venlo DC',
        address: 'Celsiusweg 21',
        city: 'Venlo',
        state: 'LI',
        country: 'NL',
        zip_code: '5928 PR',
        poc_name: 'Sanne de Vries',
        marketplaces: ['BO_NL', 'AZ_DE', 'AZ_UK', 'DT_FR', 'OT_DE', 'EB_DE'],
      },
      {
        name: 'Borealis Istanbul',
        address: 'Hadimkoy Lojistik Merkezi 3',
        city: 'Istanbul',
        state: 'IST',
        country: 'TR',
        zip_code: '34555',
        poc_name: 'Emre Yilmaz',
        marketplaces: ['TD_TR'],
      },
      {
        name: 'Borealis Santiago',
        address: 'Av. Americo Vespucio 1501',
        city: 'Santiago',
        state: 'RM',
        country: 'CL',
        zip_code: '8700000',
        poc_name: 'Camila Rojas',
        marketplaces: ['FL_CL'],
      },
    ],
  },
  {
    key: 'cedar',
    name: 'Cedar Beauty',
    domain: 'cedar.demo.marketdesk.dev',
    email: 'ops@cedar.demo.marketdesk.dev',
    phone: '+971 4 555 0199',
    website: 'https://cedarbeauty.example',
    country: 'AE',
    timezone: 'Asia/Dubai',
    dt_create: '2024-01-10T07:00:00Z',
    marketplaces: ['AZ_AE', 'AZ_IN', 'AZ_US', 'NN_AE', 'NN_SA', 'FK_IN'],
    brands: [
      { brand_name: 'Cedar Beauty', brand_code: 'CEDR' },
      { brand_name: 'Lumen Skin', brand_code: 'LUMN' },
      { brand_name: 'Verdant Botanics', brand_code: 'VRDB' },
    ],
    warehouses: [
      {
        name: 'Cedar Dubai South',
        address: 'Logistics District, Unit 22',
        city: 'Dubai',
        state: 'DU',
        country: 'AE',
        zip_code: '00000',
        poc_name: 'Layla Nasser',
        marketplaces: ['AZ_AE', 'NN_AE'],
      },
      {
        name: 'Cedar Riyadh',
        address: 'Al Sulay Industrial Area, Block 4',
        city: 'Riyadh',
        state: 'RI',
        country: 'SA',
        zip_code: '14322',
        poc_name: 'Faisal Al-Harbi',
        marketplaces: ['NN_SA'],
      },
      {
        name: 'Cedar Gurugram',
        address: 'Sector 37, Pace City II',
        city: 'Gurugram',
        state: 'HR',
        country: 'IN',
        zip_code: '122001',
        poc_name: 'Ananya Sharma',
        marketplaces: ['AZ_IN', 'FK_IN'],
      },
      {
        name: 'Cedar Reno 3PL',
        address: '1155 Trademark Dr',
        city: 'Reno',
        state: 'NV',
        country: 'US',
        zip_code: '89521',
        poc_name: 'Kevin Walsh',
        marketplaces: ['AZ_US'],
      },
    ],
  },
];

export type ClientKey = DemoClient['key'];

export function demoClient(key: ClientKey): DemoClient {
  const client = DEMO_CLIENTS.find((c) => c.key === key);
  if (!client) throw new Error(`unknown demo client ${key}`);
  return client;
}
