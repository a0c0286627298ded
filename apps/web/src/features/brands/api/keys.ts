/** Query keys of this feature (brands are global: no client id in the key). */
export const brandKeys = {
  all: ['sa-brands'] as const,
};
