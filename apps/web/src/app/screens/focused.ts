import Insights from '@mui/icons-material/Insights';
import Search from '@mui/icons-material/Search';
import TableChart from '@mui/icons-material/TableChart';
import TrackChanges from '@mui/icons-material/TrackChanges';
import { area, place, type Screen, screen } from './screen';

/** Focused SKUs and Focused Ads (both sections need the channel_report module), with their histories. */
export const FOCUSED: Screen[] = [
  area(
    '/focused-data/manage-skus',
    'Manage Focused SKUs',
    'focused-sku/pages/ManageFocusedSkusPage',
    place('focused-skus', 1, 'Manage Focused SKUs', TrackChanges),
  ),
  area(
    '/focused-data/analyzer',
    'Focused SKU Analysis',
    'focused-sku/pages/FocusedAnalyzerPage',
    place('focused-skus', 2, 'Analysis', Insights),
  ),
  area(
    '/focused-data/sku',
    'Insert SKU Comparison Data',
    'sku-comparisons/pages/SkuComparisonPage',
    place('focused-skus', 3, 'Insert SKU Data', TableChart),
  ),
  area('/focused-data/sku/history', 'SKU Data Insert History', 'sku-comparisons/pages/SkuHistoryPage'),
  // Client admins and super admins only (issue 19 item 7; the spec shows no guard).
  screen(
    'client-admin',
    '/focused-data/sku/admin-metrics',
    'Admin Metrics',
    'comparison-metrics/pages/AdminMetricsPage',
  ),
  area(
    '/focused-data/search-term',
    'Focused Search Term Comparison',
    'search-term-comparisons/pages/SearchTermPage',
    place('focused-ads', 1, 'Search Term Data', Search),
  ),
  area(
    '/focused-data/search-term/history',
    'Your Search Term History',
    'search-term-comparisons/pages/SearchTermHistoryPage',
  ),
];
