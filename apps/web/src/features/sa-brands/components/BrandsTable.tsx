import type { BrandRecord } from '@marketdesk/contracts';
import { GRID_PAGE_SIZE, GRID_PAGE_SIZES } from '@marketdesk/contracts';
import EditIcon from '@mui/icons-material/Edit';
import {
  Chip,
  IconButton,
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

/** The brand list: id, name, code, managed, edit. */
export function BrandsTable({ brands, onEdit }: { brands: BrandRecord[]; onEdit(b: BrandRecord): void }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(GRID_PAGE_SIZE);
  const rows = brands.slice(page * size, page * size + size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Brands">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>Brand Name</TableCell>
              <TableCell>Brand Code</TableCell>
              <TableCell>Managed</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.pk_brand_id} data-testid={`brand-row-${b.brand_code}`}>
                <TableCell>{b.pk_brand_id}</TableCell>
                <TableCell>{b.brand_name}</TableCell>
                <TableCell>{b.brand_code}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={b.managed ? 'Yes' : 'No'}
                    color={b.managed ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${b.brand_name}`} onClick={() => onEdit(b)}>
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
        count={brands.length}
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
