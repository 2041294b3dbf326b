/** Every organization list lives under ['tenants']: one invalidation refreshes lists and counts. */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  recent: () => [...tenantKeys.all, 'recent'] as const,
  byStatus: (status: 'active' | 'inactive') => [...tenantKeys.all, status] as const,
};
