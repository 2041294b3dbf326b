export * from './auth/auth.schema.ts';
export * from './auth/email.ts';
export * from './auth/roles.ts';
export * from './contact/contact.schema.ts';
export * from './system/system.schema.ts';
export * from './tenants/tenants.schema.ts';
export * from './users/user-csv.ts';
export * from './users/users.schema.ts';
