export const roleKeys = {
  all: ['permission-groups'] as const,
  list: ['permission-groups', 'list'] as const,
  catalogue: ['permission-groups', 'catalogue'] as const,
};
