import type { SvgIconComponent } from '@mui/icons-material';
import AdsClick from '@mui/icons-material/AdsClick';
import Assessment from '@mui/icons-material/Assessment';
import Campaign from '@mui/icons-material/Campaign';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Insights from '@mui/icons-material/Insights';
import TableChart from '@mui/icons-material/TableChart';
import { area, code, place, type Screen } from './screen';

/** A screen not built yet: a SOON entry everyone sees, opening the coming-soon page. */
const soon = (path: string, title: string, order: number, icon: SvgIconComponent): Screen =>
  area(path, title, 'coming-soon/pages/ComingSoonPage', {
    ...place('marketing', order, title, icon),
    soon: true,
  });

/** Marketing: the advertising screens. */
export const MARKETING: Screen[] = [
  soon('/marketing/campaigns', 'Campaigns', 1, Campaign),
  soon('/marketing/insights', 'Insights', 2, Insights),
  soon('/marketing/data', 'Raw Data', 3, TableChart),
  area(
    '/marketing/report-status',
    'AMS Reports Pull Status',
    'report-status/pages/ReportStatusPage',
    place('marketing', 4, 'AMS Report Pull Status', Assessment, code('marketing:ams_reports_status:view')),
  ),
  area(
    '/marketing/ams',
    'AMS View',
    'ams-view/pages/AmsViewPage',
    place('marketing', 5, 'AMS View', AdsClick, code('ams_view:view')),
  ),
  area(
    '/adgroup-master-uploader',
    'AdGroup Master',
    'adgroup-master/pages/AdgroupMasterPage',
    place(
      'marketing',
      6,
      'AdGroupMater Upload',
      CloudUpload,
      code('adgroup_master:create', 'adgroup_master:view'),
    ),
  ),
];
