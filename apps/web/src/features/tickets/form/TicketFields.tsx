import { isWebLink, PRIMITIVE_TEXT } from '@marketdesk/contracts/primitives';
import { takesFields } from '@marketdesk/contracts/ticket-fields';
import { CONTENT_TYPES, type TicketTypeEntry } from '@marketdesk/contracts/tickets';
import { Checkbox, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { BrandSelect } from '../../../shared/filters/BrandPicker';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import { useBrands } from '../../../shared/reference/brands';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { FieldInputs } from './FieldInputs';
import {
  type ItemRow,
  type TicketFormValues,
  takesBrand,
  takesDriveLink,
  takesFile,
  takesMarketplace,
  uploadRefusal,
} from './form-model';
import { ItemsUpload } from './ItemsUpload';
import { OwnerFields } from './OwnerFields';

/** T8's advice (spec 03 section 2: explain the issue and where it happened, optionally a drive link). */
export const T8_HELPER =
  'Explain the issue and where it happened (screen, steps, what you expected). Optionally add a drive link to screenshots.';

interface Props {
  type: TicketTypeEntry;
  values: TicketFormValues;
  patch(next: Partial<TicketFormValues>): void;
}

/**
 * Step 2: the fields of the chosen type (spec 03 section 2, "Forms"); T2–T7 by their settings (section 3:
 * the required fields, and a brand when the type needs one).
 */
export function TicketFields({ type, values, patch }: Props) {
  const typeId = type.ticket_type_id;
  const marketplaces = useMarketplaces();
  const brands = useBrands();
  const details = typeId === 'T8' || typeId === 'T15';
  const badLink = values.driveLink.trim() !== '' && !isWebLink(values.driveLink.trim());
  return (
    <Stack spacing={2}>
      {typeId === 'T15' && (
        <OwnerFields
          typeId={typeId}
          ownerId={values.ownerId}
          ownerName={values.ownerName}
          onOwner={(ownerId, ownerName) => patch({ ownerId, ownerName })}
          onOwnerName={(ownerName) => patch({ ownerName })}
        />
      )}
      {typeId === 'T10' && (
        <TextField
          select
          required
          label="Requested Content Type"
          value={values.contentTypes}
          slotProps={{
            select: { multiple: true, renderValue: (v) => (v as string[]).join(', ') },
          }}
          onChange={(e) => patch({ contentTypes: e.target.value as unknown as string[] })}
        >
          {CONTENT_TYPES.map((c) => (
            <MenuItem key={c} value={c}>
              <Checkbox size="small" checked={values.contentTypes.includes(c)} />
              <ListItemText primary={c} />
            </MenuItem>
          ))}
        </TextField>
      )}
      {takesMarketplace(typeId) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <div style={{ flex: 1 }}>
            <MarketplaceSelect
              label={typeId === 'T1' || typeId === 'T9' ? 'Marketplace' : 'Marketplace (optional)'}
              options={marketplaces.data ?? []}
              value={values.mpId}
              onChange={(mpId) => patch({ mpId })}
              error={marketplaces.isError ? 'Failed to load marketplaces' : undefined}
            />
          </div>
          {takesBrand(typeId, type) && (
            <div style={{ flex: 1 }}>
              <BrandSelect
                options={brands.data ?? []}
                value={values.brandId}
                onChange={(brandId) => patch({ brandId })}
                error={brands.isError ? 'Failed to load brands' : undefined}
              />
            </div>
          )}
        </Stack>
      )}
      {takesFields(typeId) && (
        <FieldInputs
          requiredFields={type.required_fields}
          values={values.fields}
          onChange={(key, value) => patch({ fields: { ...values.fields, [key]: value } })}
        />
      )}
      {takesDriveLink(typeId) && (
        <TextField
          label={typeId === 'T8' ? 'Screenshots Link (optional)' : 'Drive Link (optional)'}
          value={values.driveLink}
          onChange={(e) => patch({ driveLink: e.target.value })}
          // The server stores http(s) links only (issue 15); say so before the save is refused.
          error={badLink}
          helperText={badLink ? PRIMITIVE_TEXT.webLink : undefined}
        />
      )}
      <TextField
        multiline
        minRows={details ? 5 : 3}
        required={details}
        label={details ? 'Details' : 'Main Description'}
        value={values.description}
        helperText={typeId === 'T8' ? T8_HELPER : undefined}
        onChange={(e) => patch({ description: e.target.value })}
      />
      {takesFile(typeId) && (
        <ItemsUpload
          type={type}
          columns={values.columns}
          rows={values.rows}
          onRows={(columns: string[], rows: ItemRow[]) => patch({ columns, rows })}
          refusal={() => uploadRefusal(values)}
        />
      )}
    </Stack>
  );
}
