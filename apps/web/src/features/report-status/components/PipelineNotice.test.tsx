import { REPORT_STATUS_TEXT as T } from '@marketdesk/contracts/report-status';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, marketplace, mockFetch, role, user } from '../../../test/factories';
import { renderRoutes, signedIn } from '../../../test/render';

/** Issue 29 item 4: the page says, before anything is asked, when the client's report pipeline is off. */
function open(pipeline: { connected: boolean; message: string | null }) {
  const net = mockFetch({
    'GET /marketplaces': () => json(200, [marketplace(4, 'Amazon US', 'AZ_US', { country_code: 'US' })]),
    'GET /reports/types': () => json(200, { report_types: [] }),
    'GET /reports/pipeline': () => json(200, pipeline),
  });
  signedIn(user({ roles: [role(1, 'Account Manager', ['marketing:ams_reports_status:view'])] }));
  renderRoutes('/marketing/report-status');
  return net;
}

describe('AMS Reports Pull Status: the pipeline notice', { timeout: 60_000 }, () => {
  it('says the pipeline is off when the client has no Ads API account connected', async () => {
    open({ connected: false, message: T.pipelineOff });
    expect((await screen.findByTestId('report-pipeline-off')).textContent).toBe(T.pipelineOff);
  });

  it('says nothing when an account is connected', async () => {
    const net = open({ connected: true, message: null });
    await screen.findByTestId('report-status-idle');
    await waitFor(() => expect(net.count('GET', '/reports/pipeline')).toBe(1));
    expect(screen.queryByTestId('report-pipeline-off')).toBeNull();
  });
});
