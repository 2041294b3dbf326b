export const roles = ['SUPER_ADMIN', 'ADMIN', 'EMPLOYEE'] as const;
export type Role = (typeof roles)[number];
