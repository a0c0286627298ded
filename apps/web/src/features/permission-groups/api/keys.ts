export const roleKeys = {
  all: ['permission-groups'] as const,
  list: (clientId: number | null) => ['permission-groups', 'list', clientId] as const,
  catalogue: ['permission-groups', 'catalogue'] as const,
};
