import Business from '@mui/icons-material/Business';
import Handshake from '@mui/icons-material/Handshake';
import PriceCheck from '@mui/icons-material/PriceCheck';
import RateReview from '@mui/icons-material/RateReview';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ShowChart from '@mui/icons-material/ShowChart';
import { area, flag, place, type Screen } from './screen';

/** Business: the report screens over sales, prices, payments, partners, forecasts and reviews. */
export const BUSINESS: Screen[] = [
  area(
    '/business-view',
    'Business View',
    'business-view/pages/BusinessViewPage',
    place('business', 1, 'Business View', Business, flag('business_view')),
  ),
  area(
    '/price-check',
    'Price Check Analysis',
    'price-check/pages/PriceCheckPage',
    place('business', 2, 'Price Check', PriceCheck, flag('price_check')),
  ),
  area(
    '/reconciliation',
    'Payment Reconciliation',
    'payment-reconciliation/pages/ReconciliationPage',
    place('business', 3, 'Payment Reconciliation', ReceiptLong, flag('price_reconciliation')),
  ),
  area(
    '/partner-view',
    'Partner View',
    'partner-view/pages/PartnerViewPage',
    place('business', 4, 'Partner View', Handshake, flag('partner_view')),
  ),
  area(
    '/forcast-working',
    'Auto Ordering',
    'auto-ordering/pages/AutoOrderingPage',
    place('business', 5, 'Forecast Working', ShowChart, flag('auto_ordering')),
  ),
  area(
    '/review-data',
    'Review Data',
    'review-data/pages/ReviewDataPage',
    place('business', 6, 'Review Data', RateReview, flag('review_data')),
  ),
];
