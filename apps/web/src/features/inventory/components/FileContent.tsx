import { INVENTORY_TEXT } from '@marketdesk/contracts/inventory';
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { QueryState } from '../../../shared/ui/QueryState';
import { useInventoryFileContent } from '../api/get-file-content';

const HEADERS = ['Row', 'Ops_SKU_Code', 'MP_SKU_Code', 'Retailer_SKU_Code', 'Quantity'] as const;

/** The rows of one inventory file. */
export function FileContent({ filepath }: { filepath: string }) {
  const content = useInventoryFileContent(filepath);
  return (
    <Paper sx={{ p: 2 }}>
      <QueryState
        query={content}
        loadingLabel="Loading file content"
        forbidden={INVENTORY_TEXT.contentFailed}
        loadFailed={INVENTORY_TEXT.contentFailed}
      >
        {(data) => (
          <>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {data.filename}
            </Typography>
            <Table size="small" aria-label="File content">
              <TableHead>
                <TableRow>
                  {HEADERS.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={r.row}>
                    <TableCell>{r.row}</TableCell>
                    <TableCell>{r.Ops_SKU_Code}</TableCell>
                    <TableCell>{r.MP_SKU_Code}</TableCell>
                    <TableCell>{r.Retailer_SKU_Code}</TableCell>
                    <TableCell>{r.Quantity}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </QueryState>
    </Paper>
  );
}
