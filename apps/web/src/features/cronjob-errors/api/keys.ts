/** Query keys of this feature (useTenantQuery appends the selected client). */
export const errorLogKeys = {
  all: ['cronjob-errors'] as const,
  log: (days: number) => ['cronjob-errors', 'log', days] as const,
};
