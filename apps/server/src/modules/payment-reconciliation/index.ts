import type { ApiModule, ServerModule } from '../../platform/module';

const routes: ApiModule = async () => {};

/** Payment Reconciliation (issue 20). */
export const paymentReconciliation: ServerModule = {
  name: 'payment-reconciliation',
  routes,
};
