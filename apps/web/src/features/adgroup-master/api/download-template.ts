import { ADGROUP_MASTER_TEXT } from '@marketdesk/contracts/adgroup-master';
import { adgroupMasterOps } from '@marketdesk/contracts/operations/adgroup-master';
import { downloadTemplate } from '../../../shared/data-screen/TemplateButton';

/** GET /marketing/adgroupmaster/template: the master's columns, saved under the server's name. */
export const downloadAdgroupTemplate = () =>
  downloadTemplate(adgroupMasterOps.template, {}, ADGROUP_MASTER_TEXT.templateFileName, { serverName: true });
