import { ADGROUP_MASTER_FAMILY, ADGROUP_MASTER_TEXT as TEXT } from '@marketdesk/contracts/adgroup-master';
import { adgroupMasterOps } from '@marketdesk/contracts/operations/adgroup-master';
import { hasCode } from '@marketdesk/contracts/permissions';
import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import { SPREADSHEET_EXTENSIONS, UPLOAD_LIMITS, UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Breadcrumbs, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataScreen, UploadOutcome } from '../../../shared/data-screen/DataScreen';
import { TemplateButton } from '../../../shared/data-screen/TemplateButton';
import { FORBIDDEN_ACTION, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { ofFamilies, useMarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { usePermissions } from '../../../shared/permissions/resolve';
import { RaisedTicketAlert, raisedTicketId } from '../../../shared/upload/RaisedTicketAlert';
import { UploadButton, UploadStatusLine } from '../../../shared/upload/UploadButton';
import { limitsText } from '../../../shared/upload/upload-limits';
import { useFileUpload } from '../../../shared/upload/useFileUpload';
import { downloadAdgroupTemplate } from '../api/download-template';
import { useAdgroupProfiles } from '../api/get-profiles';
import { AdGroupsGrid } from '../components/AdGroupsGrid';
import { ProfileSelect } from '../components/ProfileSelect';

/** Only marketplaces whose short code starts with AZ (spec 03 section 2). */
const AZ_ONLY = ofFamilies(ADGROUP_MASTER_FAMILY);
const LIMITS = limitsText({ maxFileBytes: TICKET_LIMITS.uploadMaxBytes, maxRows: UPLOAD_LIMITS.maxRows });

/**
 * /adgroup-master-uploader (spec 03; adgroup_master:create or :view): the AZ marketplace and one of its profiles,
 * then Download Template and Upload Excel (create: the file raises a T16 ticket that waits for approval) and
 * View (the profile's master rows in the AdGroups grid, targets as percentages).
 */
export function AdgroupMasterPage() {
  const perms = usePermissions();
  const notify = useNotify();
  const pick = useMarketplacePick(AZ_ONLY);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [viewed, setViewed] = useState<{ mp_id: number; profile_id: string } | null>(null);
  const [raised, setRaised] = useState<number | null>(null);
  const profiles = useAdgroupProfiles(pick.mpId);
  const upload = useFileUpload({
    operation: adgroupMasterOps.upload,
    query: {},
    fields: profileId ? { profile_id: profileId } : {},
    extensions: SPREADSHEET_EXTENSIONS,
    maxFileBytes: TICKET_LIMITS.uploadMaxBytes,
    texts: {
      uploaded: (answer) => {
        const id = raisedTicketId(answer);
        return id === null ? UPLOAD_TEXT.accepted : TEXT.raised(id);
      },
      failed: TEXT.operationFailed,
      forbidden: FORBIDDEN_ACTION,
      rejected: UPLOAD_TEXT.rejected,
    },
    onUploaded: (answer) => setRaised(raisedTicketId(answer)),
  });
  const canCreate = hasCode(perms, 'adgroup_master:create');
  if (!canCreate && !hasCode(perms, 'adgroup_master:view'))
    return <Alert severity="warning">{FORBIDDEN_ACTION}</Alert>;

  const chosen = pick.mpId !== null && profileId !== null;
  const refusal = () => (chosen ? null : TEXT.selectMarketplaceProfile);
  const onView = () => {
    if (!chosen) return notify.warning(TEXT.selectMarketplaceProfile);
    setViewed({ mp_id: pick.mpId!, profile_id: profileId! });
  };

  return (
    <Stack spacing={1}>
      <Breadcrumbs aria-label="breadcrumb">
        <Typography color="inherit">Marketing</Typography>
        <Typography color="text.primary">{TEXT.title}</Typography>
      </Breadcrumbs>
      <DataScreen
        title={TEXT.title}
        gate={{
          pick,
          loadingLabel: 'Loading marketplaces',
          failed: 'Failed to load marketplaces',
          none: 'No Amazon marketplaces are assigned to you.',
        }}
        actions={
          <>
            <Box sx={{ minWidth: 240 }}>
              <MarketplaceSelect
                options={pick.options}
                value={pick.mpId}
                onChange={(id) => {
                  pick.setMpId(id);
                  setProfileId(null);
                }}
              />
            </Box>
            <ProfileSelect
              options={profiles.data ?? []}
              value={profileId}
              onChange={setProfileId}
              disabled={pick.mpId === null}
              loading={profiles.isFetching}
            />
            {canCreate && (
              <>
                <TemplateButton
                  startIcon={<DownloadIcon />}
                  download={downloadAdgroupTemplate}
                  success={TEXT.templateDownloaded}
                  failed={(error) => failureText(error, { fallback: TEXT.operationFailed })}
                />
                <UploadButton
                  upload={upload}
                  accept={SPREADSHEET_EXTENSIONS.join(',')}
                  validate={() => {
                    setRaised(null);
                    return refusal();
                  }}
                  onRefused={(t) => notify.warning(t)}
                  labels={{ upload: 'Upload Excel', change: 'Upload Excel' }}
                />
              </>
            )}
            <Button variant="contained" onClick={onView}>
              View
            </Button>
          </>
        }
        status={canCreate && <UploadStatusLine upload={upload} limits={LIMITS} />}
        outcome={
          <UploadOutcome
            upload={upload}
            success={
              upload.status === 'success' &&
              raised !== null && (
                <RaisedTicketAlert id={raised} text={TEXT.raised(raised)} testId="adgroup-master-raised" />
              )
            }
            failure={{ severity: 'error', testId: 'adgroup-master-failed', preLine: true }}
            table={{ failing: true, filename: 'adgroup_master_errors.csv' }}
          />
        }
        grid={viewed && <AdGroupsGrid key={`${viewed.mp_id}:${viewed.profile_id}`} viewed={viewed} />}
      />
    </Stack>
  );
}
