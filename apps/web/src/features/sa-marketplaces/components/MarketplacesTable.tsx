import type { MarketplaceAdmin } from '@marketdesk/contracts';
import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import EditIcon from '@mui/icons-material/Edit';
import {
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';

const COLUMNS = [
  'ID',
  'Name',
  'Short Code',
  'Country',
  'Currency',
  'Language',
  'Timezone',
  'VAT Rate',
  'Website',
];

/** The marketplace list (super admin): the settings of each marketplace; secrets stay in the dialog. */
export function MarketplacesTable({
  marketplaces,
  onEdit,
}: {
  marketplaces: MarketplaceAdmin[];
  onEdit(m: MarketplaceAdmin): void;
}) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(GRID_PAGE_SIZE);
  const rows = marketplaces.slice(page * size, page * size + size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Marketplaces">
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => (
              <TableRow key={m.pk_mp_id} data-testid={`marketplace-row-${m.short_code}`}>
                <TableCell>{m.pk_mp_id}</TableCell>
                <TableCell>{m.name}</TableCell>
                <TableCell>{m.short_code}</TableCell>
                <TableCell>{m.country_code}</TableCell>
                <TableCell>{m.currency_code}</TableCell>
                <TableCell>{m.language_code}</TableCell>
                <TableCell>{m.timezone}</TableCell>
                <TableCell>{m.vat_rate}</TableCell>
                <TableCell>
                  <Link href={m.website_url} target="_blank" rel="noreferrer">
                    {m.website_url}
                  </Link>
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${m.short_code}`} onClick={() => onEdit(m)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={marketplaces.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[...GRID_PAGE_SIZES]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
