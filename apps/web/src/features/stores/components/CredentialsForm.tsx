import { zodResolver } from '@hookform/resolvers/zod';
import { type StoreForm, type StoreSecrets, sellerIdLabel, storeForm } from '@marketdesk/contracts';
import {
  Box,
  Button,
  Divider,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { initialPriorityList, type PriorityItem, priorityMap } from '../hooks/priority-list';
import { WarehousePriorityList } from './WarehousePriorityList';

/** The contract's store form; the expiry is edited as a local date and time and sent as an instant. */
const dialogSchema = storeForm
  .omit({ pk_store_id: true, token_expiry: true, warehouse_priorities: true })
  .extend({ token_expiry: z.string() });
type DialogInput = z.input<typeof dialogSchema>;
type DialogValues = z.output<typeof dialogSchema>;

const NEW = 'new';
const SP_SECRETS = [
  ['token_client_secret', 'Token Client Secret'],
  ['token_auth', 'Access Token'],
  ['token_refresh', 'Refresh Token'],
] as const;
/** The Amazon Ads API connection (issue 21): write-only as the SP-API tokens. */
const ADS_SECRETS = [
  ['ads_client_secret', 'Ads API Client Secret'],
  ['ads_refresh_token', 'Ads API Refresh Token'],
] as const;
const SECRETS = [...SP_SECRETS, ...ADS_SECRETS] as const;

type SecretName = (typeof SECRETS)[number][0];

/**
 * The server keeps a secret that is left out and clears one sent empty: an untouched field is left out,
 * a cleared one is sent empty, a typed one is sent.
 */
function secretsToSend(v: DialogValues, clearing: ReadonlySet<SecretName>) {
  const out: Partial<Record<SecretName, string | undefined>> = {};
  for (const [name] of SECRETS) out[name] = clearing.has(name) ? '' : v[name] || undefined;
  return out;
}

const valuesFor = (s: StoreSecrets | undefined): DialogInput => ({
  seller_id: s?.seller_id ?? '',
  store_name: s?.store_name ?? '',
  account_type: s?.account_type ?? '',
  token_client_id: s?.token_client_id ?? '',
  // Secrets are never sent back to the screen: the field starts empty, its placeholder shows the mask.
  token_client_secret: '',
  token_auth: '',
  token_refresh: '',
  token_expiry: s?.token_expiry ? dayjs(s.token_expiry).format('YYYY-MM-DDTHH:mm') : '',
  api_enabled: s?.api_enabled ?? false,
  ads_client_id: s?.ads_client_id ?? '',
  ads_client_secret: '',
  ads_refresh_token: '',
  ads_enabled: s?.ads_enabled ?? false,
});

/**
 * The credentials dialog once its data is in: choose New store or an existing one (whose account type and
 * seller id are locked), edit its tokens (on Amazon marketplaces also the Ads API connection), and rank the
 * warehouses that serve the marketplace.
 */
export function CredentialsForm({
  title,
  adsApi = false,
  stores,
  initialPriorities,
  saving,
  onCancel,
  onSave,
}: {
  title: string;
  /** Offer the Amazon Ads API connection (Amazon marketplaces). */
  adsApi?: boolean;
  stores: StoreSecrets[];
  initialPriorities: Parameters<typeof initialPriorityList>;
  saving: boolean;
  onCancel: () => void;
  onSave: (form: StoreForm) => void;
}) {
  const [selected, setSelected] = useState<number | typeof NEW>(stores[0]?.pk_store_id ?? NEW);
  const [items, setItems] = useState<PriorityItem[]>(() => initialPriorityList(...initialPriorities));
  // Stored secrets the user chose to clear; an empty field otherwise means "keep the stored value".
  const [clearing, setClearing] = useState<ReadonlySet<SecretName>>(new Set());
  const store = stores.find((s) => s.pk_store_id === selected);
  const locked = store !== undefined;
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<DialogInput, unknown, DialogValues>({
    resolver: zodResolver(dialogSchema),
    defaultValues: valuesFor(store),
  });

  const choose = (value: string) => {
    const next = value === NEW ? NEW : Number(value);
    setSelected(next);
    setClearing(new Set());
    reset(valuesFor(stores.find((s) => s.pk_store_id === next)));
  };

  const toggleClear = (name: SecretName) =>
    setClearing((now) => {
      const next = new Set(now);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const submit = ({ ads_client_id, ads_enabled, ...v }: DialogValues) =>
    onSave({
      ...v,
      // Elsewhere than Amazon the Ads API fields are not shown: left out, so whatever is stored is kept.
      ...(adsApi ? { ads_client_id, ads_enabled } : {}),
      ...secretsToSend(v, clearing),
      pk_store_id: store?.pk_store_id ?? null,
      token_expiry: v.token_expiry ? dayjs(v.token_expiry).toISOString() : null,
      warehouse_priorities: priorityMap(items),
    });

  const secretField = (name: SecretName, label: string) => (
    <TextField
      key={name}
      {...register(name)}
      id={`store-${name}`}
      label={label}
      type="password"
      autoComplete="new-password"
      placeholder={clearing.has(name) ? '' : (store?.[name] ?? '')}
      disabled={clearing.has(name)}
      helperText={
        clearing.has(name)
          ? 'The stored value will be removed on save'
          : store?.[name]
            ? 'Leave empty to keep the stored value'
            : undefined
      }
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          endAdornment: store?.[name] ? (
            <Button size="small" onClick={() => toggleClear(name)} aria-label={`Clear ${label}`}>
              {clearing.has(name) ? 'Keep' : 'Clear'}
            </Button>
          ) : undefined,
        },
      }}
    />
  );

  return (
    <FormDialog
      open
      title={title}
      formLabel="Store credentials"
      maxWidth="md"
      dividers
      busy={saving}
      onClose={onCancel}
      onSubmit={handleSubmit(submit)}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          id="store-choice"
          label="Store"
          value={String(selected)}
          onChange={(e) => choose(e.target.value)}
          sx={{ gridColumn: { sm: 'span 2' } }}
        >
          <MenuItem value={NEW}>New store</MenuItem>
          {stores.map((s) => (
            <MenuItem key={s.pk_store_id} value={String(s.pk_store_id)}>
              {s.store_name} ({s.seller_id})
            </MenuItem>
          ))}
        </TextField>
        <Controller
          name="account_type"
          control={control}
          render={({ field }) => (
            <TextField
              select
              id="store-account-type"
              label="Account Type"
              required
              disabled={locked}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!errors.account_type}
              helperText={
                errors.account_type?.message ?? (locked ? 'Locked for an existing store' : undefined)
              }
            >
              <MenuItem value="seller">Seller</MenuItem>
              <MenuItem value="vendor">Vendor</MenuItem>
            </TextField>
          )}
        />
        <Controller
          name="seller_id"
          control={control}
          render={({ field }) => (
            <TextField
              id="store-seller-id"
              label={sellerIdLabel(watch('account_type'))}
              required
              disabled={locked}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!errors.seller_id}
              helperText={errors.seller_id?.message ?? (locked ? 'Locked for an existing store' : undefined)}
            />
          )}
        />
        <TextField
          {...register('store_name')}
          id="store-name"
          label="Store Name"
          required
          error={!!errors.store_name}
          helperText={errors.store_name?.message}
        />
        <TextField {...register('token_client_id')} id="store-token-client-id" label="Token Client ID" />
        {SP_SECRETS.map(([name, label]) => secretField(name, label))}
        <TextField
          {...register('token_expiry')}
          id="store-token-expiry"
          label="Token Expiry"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          name="api_enabled"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="API enabled"
            />
          )}
        />
      </Box>
      {adsApi && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Amazon Ads API
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField {...register('ads_client_id')} id="store-ads-client-id" label="Ads API Client ID" />
            {ADS_SECRETS.map(([name, label]) => secretField(name, label))}
            <Controller
              name="ads_enabled"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Ads API enabled"
                />
              )}
            />
          </Box>
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Warehouse Priority
      </Typography>
      <WarehousePriorityList items={items} onChange={setItems} />
    </FormDialog>
  );
}
